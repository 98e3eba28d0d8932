import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useSearchParamsState } from './useSearchParamsState';

/** A filter kept in the address, as the lead table, the dashboard and the audit log keep theirs. */
function FilterPage() {
  const [params, setParams] = useSearchParamsState();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>Filter: {params.get('action') ?? 'none'}</p>
      <p>Address: {location.search || '(none)'}</p>
      <button type="button" onClick={() => setParams({ action: 'user.created' })}>
        Choose
      </button>
      <button
        type="button"
        onClick={() => setParams((current) => (current.delete('action'), current), { replace: true })}
      >
        Clear
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function renderAt(entry: string) {
  render(
    <MemoryRouter initialEntries={[entry]}>
      <FilterPage />
    </MemoryRouter>,
  );
}

describe('useSearchParamsState', () => {
  it('starts from the address', () => {
    renderAt('/audit-log?action=lead.deleted');
    expect(screen.getByText('Filter: lead.deleted')).toBeInTheDocument();
  });

  it('shows a change and writes it to the address; a function gets the current params', async () => {
    const user = userEvent.setup();
    renderAt('/audit-log');
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByText('Filter: user.created')).toBeInTheDocument();
    expect(screen.getByText('Address: ?action=user.created')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Filter: none')).toBeInTheDocument();
    expect(screen.getByText('Address: (none)')).toBeInTheDocument();
  });

  it('follows the address when it changes on its own (the back button)', async () => {
    const user = userEvent.setup();
    renderAt('/audit-log?action=lead.deleted');
    await user.click(screen.getByRole('button', { name: 'Choose' }));
    expect(screen.getByText('Filter: user.created')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Filter: lead.deleted')).toBeInTheDocument();
    expect(screen.getByText('Address: ?action=lead.deleted')).toBeInTheDocument();
  });
});
