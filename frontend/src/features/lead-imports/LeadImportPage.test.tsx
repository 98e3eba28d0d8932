import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { analystMe, leadCountsMock, meMock } from '../../test/meFixtures';
import { jsonResponse } from '../../test/jsonResponse';
import { renderAdmin } from '../../test/renderAdmin';
import type { ImportPreview, LeadImportState } from './leadImportApi';
import { LeadImportPage } from './LeadImportPage';
import { NO_EMAIL_TEXT } from './ImportPreviewCard';

/** One request the page sent, as the server would read it. */
type SentRequest = { method: string; url: string; form: FormData | null };

const TARGETS = [
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'Email' },
  { key: 'company', label: 'Company' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'source', label: 'Source' },
];

/** The preview endpoint's answer for a HubSpot contacts export (contract: POST /api/leads/imports/preview). */
function hubspotPreview(mapping: Record<string, string | null> = {}): ImportPreview {
  const target = (header: string, suggested: string | null) => (header in mapping ? mapping[header] : suggested);
  return {
    format: 'hubspot',
    delimiter: ',',
    encoding: 'utf-8',
    columns: [
      { header: 'First Name', target: target('First Name', 'firstName'), sample: 'Ada' },
      { header: 'Last Name', target: target('Last Name', 'lastName'), sample: 'Lovelace' },
      { header: 'Email', target: target('Email', 'email'), sample: 'ada@example.com' },
      { header: 'Company Name', target: target('Company Name', 'company'), sample: 'Analytical Engines' },
    ],
    targets: TARGETS,
    rows: [
      {
        row: 2,
        lead: { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', source: 'Import' },
        errors: [],
      },
      {
        row: 3,
        lead: { name: 'Bad Row', email: 'not-an-email', company: null, source: 'Import' },
        errors: [{ column: 'Email', reason: 'Not a valid email address' }],
      },
    ],
    message: null,
  };
}

function importState(overrides: Partial<LeadImportState>): LeadImportState {
  return {
    id: 'imp-1',
    status: 'running',
    fileName: 'contacts.csv',
    mode: 'skip',
    total: 25,
    processed: 0,
    created: 0,
    updated: 0,
    skipped: 0,
    failed: 0,
    createdAt: '2026-11-29T22:00:00.000Z',
    finishedAt: null,
    error: null,
    ...overrides,
  };
}

type Handler = (request: SentRequest) => Response;

/** fetch, faked at the HTTP boundary: each answer is chosen by method and path, every request recorded. */
function fakeServer(routes: Record<string, Handler>): SentRequest[] {
  const sent: SentRequest[] = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const request = { method, url, form: init?.body instanceof FormData ? init.body : null };
    sent.push(request);
    const handler = routes[`${method} ${url}`];
    if (!handler) return Promise.reject(new TypeError(`no fake for ${method} ${url}`));
    return Promise.resolve(handler(request));
  }) as typeof fetch;
  return sent;
}

const sentTo = (sent: SentRequest[], method: string, url: string) =>
  sent.filter((request) => request.method === method && request.url === url);

function mappingSent(request: SentRequest): unknown {
  const mapping = request.form?.get('mapping');
  return typeof mapping === 'string' ? JSON.parse(mapping) : null;
}

const csvFile = (text = 'First Name,Last Name,Email,Company Name\nAda,Lovelace,ada@example.com,Analytical Engines\n') =>
  new File([text], 'contacts.csv', { type: 'text/csv' });

const admin = [meMock('ADMIN'), leadCountsMock()];

function renderPage(mocks = admin) {
  return renderAdmin(<LeadImportPage pollMs={5} />, { mocks, initialEntries: ['/leads/import'] });
}

async function chooseFile(file = csvFile()) {
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText('Choose a CSV file'), file);
  return user;
}

/** The summary's counts, by their names: each term with its definition. */
function summaryCounts(): Record<string, string> {
  const summary = within(screen.getByLabelText('Import summary'));
  const values = summary.getAllByRole('definition').map((value) => value.textContent ?? '');
  return Object.fromEntries(summary.getAllByRole('term').map((term, index) => [term.textContent, values[index]]));
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('the lead import page (/leads/import)', () => {
  it("previews the file's first 256 kB: the detected format, each column's target, and the rows with their problems", async () => {
    const sent = fakeServer({
      'POST /api/leads/imports/preview': () => jsonResponse(200, { success: true, data: hubspotPreview() }),
    });
    renderPage();
    const big = csvFile(`Email\n${'someone@example.com\n'.repeat(20_000)}`);
    expect(big.size).toBeGreaterThan(262_144);

    await chooseFile(big);

    expect(await screen.findByText('HubSpot contacts export')).toBeInTheDocument();
    const [preview] = sentTo(sent, 'POST', '/api/leads/imports/preview');
    const uploaded = preview.form?.get('file');
    expect(uploaded).toBeInstanceOf(Blob);
    expect((uploaded as Blob).size).toBe(262_144);
    expect(preview.form?.get('mapping')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'First Name' })).toHaveDisplayValue('First name');
    expect(screen.getByRole('combobox', { name: 'Email' })).toHaveDisplayValue('Email');
    const rows = within(screen.getByRole('region', { name: 'Rows as they would be stored' }));
    expect(rows.getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('Ready');
    expect(rows.getByRole('row', { name: /Bad Row/ })).toHaveTextContent('Not imported');
    expect(rows.getByRole('row', { name: /Bad Row/ })).toHaveTextContent('Email: Not a valid email address');
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it('sends the whole mapping again when a column is remapped, and shows the new preview', async () => {
    const sent = fakeServer({
      'POST /api/leads/imports/preview': (request) => {
        const mapping = mappingSent(request);
        return jsonResponse(200, {
          success: true,
          data: hubspotPreview(
            typeof mapping === 'object' && mapping !== null ? (mapping as Record<string, string | null>) : {},
          ),
        });
      },
    });
    renderPage();
    const user = await chooseFile();
    await screen.findByText('HubSpot contacts export');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Company Name' }), 'Source');

    const previews = sentTo(sent, 'POST', '/api/leads/imports/preview');
    expect(previews).toHaveLength(2);
    expect(mappingSent(previews[1])).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      'Company Name': 'source',
    });
    expect(screen.getByRole('combobox', { name: 'Company Name' })).toHaveDisplayValue('Source');
  });

  it('says so when no column is imported as Email, and keeps Import disabled', async () => {
    const noEmail = { ...hubspotPreview({ Email: null }), format: null };
    fakeServer({ 'POST /api/leads/imports/preview': () => jsonResponse(200, { success: true, data: noEmail }) });
    renderPage();

    await chooseFile();

    expect(await screen.findByText(NO_EMAIL_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Unrecognised columns')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it("shows the columns and the server's words when the first preview finds no email column, then the rows once one is chosen", async () => {
    const message = 'The file has no email column: map one to Email';
    const unmapped = { ...hubspotPreview({ Email: null }), format: null, rows: [], message };
    const sent = fakeServer({
      'POST /api/leads/imports/preview': (request) =>
        jsonResponse(200, { success: true, data: request.form?.get('mapping') ? hubspotPreview() : unmapped }),
    });
    renderPage();
    const user = await chooseFile();

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(NO_EMAIL_TEXT)).toBeInTheDocument();
    expect(screen.getByText('The first rows show here once a column is imported as Email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Email' }), 'Email');

    expect(await screen.findByText('ada@example.com', { selector: 'td *, td' })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(mappingSent(sent[sent.length - 1])).toMatchObject({ Email: 'email' });
    expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  });

  it("keeps the columns on screen when the server refuses a mapping without Email, with its words and the page's", async () => {
    fakeServer({
      'POST /api/leads/imports/preview': (request) =>
        request.form?.get('mapping')
          ? jsonResponse(400, { success: false, error: 'The file has no email column: map one to Email' })
          : jsonResponse(200, { success: true, data: hubspotPreview() }),
    });
    renderPage();
    const user = await chooseFile();
    await screen.findByText('HubSpot contacts export');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Email' }), "Don't import");

    expect(await screen.findByText('The file has no email column: map one to Email')).toBeInTheDocument();
    expect(screen.getByText(NO_EMAIL_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Email' })).toHaveDisplayValue("Don't import");
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('imports the whole file with the mode and announce choice, shows the progress, then the summary', async () => {
    let state = importState({ status: 'running', processed: 10 });
    const sent = fakeServer({
      'POST /api/leads/imports/preview': () => jsonResponse(200, { success: true, data: hubspotPreview() }),
      'POST /api/leads/imports': () => jsonResponse(202, { success: true, data: { id: 'imp-1' } }),
      'GET /api/leads/imports/imp-1': () => jsonResponse(200, { success: true, data: state }),
    });
    renderPage();
    const file = csvFile();
    const user = await chooseFile(file);
    await screen.findByText('HubSpot contacts export');
    await user.click(screen.getByRole('radio', { name: /Update them with the file's answers/ }));
    await user.click(screen.getByRole('checkbox', { name: /Announce new leads to webhooks and the team/ }));

    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText('10 of 25 rows (40%)')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Import progress', value: { now: 40, text: '10 of 25 rows' } }),
    ).toBeInTheDocument();
    const [started] = sentTo(sent, 'POST', '/api/leads/imports');
    expect((started.form?.get('file') as File).size).toBe(file.size);
    expect(started.form?.get('mode')).toBe('update');
    expect(started.form?.get('announce')).toBe('true');
    expect(mappingSent(started)).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      'Company Name': 'company',
    });

    state = importState({
      status: 'done',
      processed: 25,
      created: 20,
      updated: 5,
      finishedAt: '2026-11-29T22:01:00.000Z',
    });

    const summary = await screen.findByRole('heading', { name: '3. Import finished' });
    expect(summary).toHaveFocus();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(summaryCounts()).toEqual({ Created: '20', Updated: '5', Skipped: '0', Failed: '0' });
    expect(screen.queryByRole('link', { name: /Download error file/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to leads' })).toHaveAttribute('href', '/leads');
  });

  it('offers the error file when rows failed, and starts over with "Import another file"', async () => {
    fakeServer({
      'POST /api/leads/imports/preview': () => jsonResponse(200, { success: true, data: hubspotPreview() }),
      'POST /api/leads/imports': () => jsonResponse(202, { success: true, data: { id: 'imp-1' } }),
      'GET /api/leads/imports/imp-1': () =>
        jsonResponse(200, {
          success: true,
          data: importState({ status: 'done', processed: 25, created: 22, failed: 3 }),
        }),
    });
    renderPage();
    const user = await chooseFile();
    await screen.findByText('HubSpot contacts export');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const download = await screen.findByRole('link', { name: /Download error file/ });
    expect(download).toHaveAttribute('href', '/api/leads/imports/imp-1/errors.csv');
    expect(summaryCounts()).toEqual({ Created: '22', Updated: '0', Skipped: '0', Failed: '3' });

    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(screen.getByLabelText('Choose a CSV file')).toBeInTheDocument();
    expect(screen.queryByText('HubSpot contacts export')).not.toBeInTheDocument();
  });

  it("shows the server's own words when it refuses the file, at the preview and at the import", async () => {
    let previewAnswer = () => jsonResponse(400, { success: false, error: 'This is not a CSV file' });
    fakeServer({
      'POST /api/leads/imports/preview': () => previewAnswer(),
      'POST /api/leads/imports': () => jsonResponse(413, { success: false, error: 'The file is over 50 MB' }),
    });
    renderPage();
    const user = await chooseFile();

    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a CSV file');
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();

    previewAnswer = () => jsonResponse(200, { success: true, data: hubspotPreview() });
    await user.upload(screen.getByLabelText('Choose another CSV file'), csvFile());
    await screen.findByText('HubSpot contacts export');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The file is over 50 MB');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('tells an analyst that importing is for admins, and offers no file input', async () => {
    const sent = fakeServer({});
    renderPage([analystMe(), leadCountsMock()]);

    expect(await screen.findByRole('heading', { name: 'Only admins import leads' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Choose a CSV file')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
