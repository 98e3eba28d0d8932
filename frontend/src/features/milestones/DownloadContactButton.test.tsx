import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readBlobText } from '../../test/readBlobText';
import { renderAdmin } from '../../test/renderAdmin';
import { DownloadContactButton } from './DownloadContactButton';

const CARD = 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Zoë Ångström\r\nEND:VCARD\r\n';

/** What the server answers GET /api/leads/{id}/vcard (jsdom has no Response: the button reads ok, headers and text()). */
function serverAnswers(status: number, text: string, disposition: string | null) {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? disposition : null) },
    text: () => Promise.resolve(text),
  };
  const fetchMock = jest.fn<Promise<Response>, [url: string, init: RequestInit]>(() =>
    Promise.resolve(response as unknown as Response),
  );
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('DownloadContactButton', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:contact');
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    createObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('downloads the lead’s vCard under the name the server gives it', async () => {
    const user = userEvent.setup();
    const fetchMock = serverAnswers(200, CARD, 'attachment; filename="Zoe-Angstrom.vcf"');
    renderAdmin(<DownloadContactButton leadId={7} />);
    await user.click(screen.getByRole('button', { name: 'Download contact' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/leads/7/vcard');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(clicked[0].download).toBe('Zoe-Angstrom.vcf');
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/vcard');
    expect(await readBlobText(blob)).toBe(CARD);
    expect(screen.getByRole('button', { name: 'Download contact' })).toBeEnabled();
  });

  it('says so when the download fails, and saves nothing', async () => {
    const user = userEvent.setup();
    serverAnswers(404, '{"success":false,"error":"Lead not found"}', null);
    renderAdmin(<DownloadContactButton leadId={7} />);
    await user.click(screen.getByRole('button', { name: 'Download contact' }));
    expect(await screen.findByText('Could not download the contact')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });
});
