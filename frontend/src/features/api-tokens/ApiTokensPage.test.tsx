import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  LeadCountsDocument,
  MeDocument,
  RevokeApiTokenDocument,
  type ApiTokenFieldsFragment,
} from '../../graphql/generated/graphql';
import type { UserRole } from '../../graphql/generated/schema';
import { renderAdmin } from '../../test/renderAdmin';
import { rowWith } from '../../test/rowWith';
import { ApiTokensPage } from './ApiTokensPage';

type Token = ApiTokenFieldsFragment & { __typename: 'ApiToken' };

const DAY = 86_400_000;
const SECRET = 'amk_Zm9yLXRoZS10ZXN0cy1vbmx5LW5vdC1yZWFs';

function token(overrides: Partial<ApiTokenFieldsFragment> = {}): Token {
  return {
    __typename: 'ApiToken',
    id: 1,
    name: 'Looker Studio',
    scope: 'READ',
    tokenHint: 'amk_AbC123',
    createdAt: new Date(Date.now() - 10 * DAY).toISOString(),
    expiresAt: null,
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

function meMock(role: UserRole): MockLink.MockedResponse {
  return {
    request: { query: MeDocument },
    result: { data: { me: { __typename: 'User', id: 1, username: 'ada', role, mustEnrolTwoFactor: false } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const countsMock: MockLink.MockedResponse = {
  request: { query: LeadCountsDocument },
  result: { data: { leadCounts: { __typename: 'LeadCounts', overdue: 0, spam: 0 } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function tokensMock(tokens: Token[]): MockLink.MockedResponse {
  return { request: { query: ApiTokensDocument }, result: { data: { apiTokens: tokens } } };
}

function renderPage(role: UserRole, tokens: Token[], more: MockLink.MockedResponse[] = []) {
  return renderAdmin(<ApiTokensPage />, {
    mocks: [meMock(role), countsMock, tokensMock(tokens), ...more],
    initialEntries: ['/api-tokens'],
  });
}

function rowOf(name: string): HTMLElement {
  return rowWith(screen.getByRole('region', { name: 'Your API tokens' }), name);
}

describe('ApiTokensPage', () => {
  it('lists the tokens with their scope, hint, dates and status', async () => {
    renderPage('ADMIN', [
      token({
        id: 3,
        name: 'Nightly export',
        scope: 'WRITE',
        lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
      }),
      token({ id: 2, name: 'Old dashboard', expiresAt: new Date(Date.now() - DAY).toISOString() }),
      token({ id: 1, name: 'Leaked laptop', revokedAt: new Date(Date.now() - 2 * DAY).toISOString() }),
    ]);

    const active = await screen.findByText('Nightly export').then(() => rowOf('Nightly export'));
    expect(within(active).getByText('Active')).toBeInTheDocument();
    expect(within(active).getByText('Read and write')).toBeInTheDocument();
    expect(within(active).getByText('amk_AbC123…')).toBeInTheDocument();
    expect(within(active).getByText('Never')).toBeInTheDocument();
    expect(within(active).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Revoke Nightly export' })).toBeInTheDocument();

    const expired = rowOf('Old dashboard');
    expect(within(expired).getByText('Expired')).toBeInTheDocument();
    expect(within(expired).getByText('Read')).toBeInTheDocument();
    expect(within(expired).getByText('Never used')).toBeInTheDocument();
    expect(within(expired).queryByRole('button')).not.toBeInTheDocument();

    const revoked = rowOf('Leaked laptop');
    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when there are no tokens, and shows how to use one with this site’s address', async () => {
    renderPage('ADMIN', []);
    expect(await screen.findByText('You have no API tokens yet. Create one above.')).toBeInTheDocument();
    const usage = screen.getByRole('region', { name: 'How to use it' });
    const snippet = within(usage).getByLabelText('Example: the five newest leads with curl');
    expect(snippet).toHaveTextContent('curl -H "Authorization: Bearer amk_…"');
    expect(snippet).toHaveTextContent(`${window.location.origin}/graphql`);
  });

  it('creates a token, shows it once with a Copy button, and lists it', async () => {
    const user = userEvent.setup();
    const created = token({
      id: 7,
      name: 'Nightly export',
      scope: 'WRITE',
      expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
    });
    renderPage(
      'ADMIN',
      [token()],
      [
        {
          request: {
            query: CreateApiTokenDocument,
            variables: { input: { name: 'Nightly export', scope: 'WRITE', expiresInDays: 30 } },
          },
          result: { data: { createApiToken: { __typename: 'CreatedApiToken', token: SECRET, apiToken: created } } },
        },
      ],
    );

    await screen.findByText('Looker Studio');
    await user.type(screen.getByLabelText('Name'), '  Nightly export ');
    // WRITE is offered once the signed-in user is known to be an admin
    await user.click(await screen.findByRole('radio', { name: /Read and write/ }));
    await user.selectOptions(screen.getByLabelText('Expires'), '30 days');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Token created: copy it now' });
    expect(within(dialog).getByLabelText('API token')).toHaveValue(SECRET);
    expect(dialog).toHaveTextContent('You will not see this token again.');
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(dialog).getByText('Copied to the clipboard.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(rowOf('Nightly export')).getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    // the form is ready for the next one
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('asks for a name before creating', async () => {
    const user = userEvent.setup();
    renderPage('ADMIN', []);
    await user.click(await screen.findByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Name the token, e.g. after the tool that will use it.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers an analyst read tokens only, and says why', async () => {
    const user = userEvent.setup();
    renderPage(
      'ANALYST',
      [],
      [
        {
          request: {
            query: CreateApiTokenDocument,
            variables: { input: { name: 'Sheets', scope: 'READ', expiresInDays: null } },
          },
          result: {
            data: {
              createApiToken: {
                __typename: 'CreatedApiToken',
                token: SECRET,
                apiToken: token({ id: 9, name: 'Sheets' }),
              },
            },
          },
        },
      ],
    );
    // the tokens and the signed-in user arrive in either order: wait for both
    expect(await screen.findByText('As an analyst, your tokens can read but not change anything.')).toBeInTheDocument();
    await screen.findByText('You have no API tokens yet. Create one above.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Sheets');
    await user.selectOptions(screen.getByLabelText('Expires'), 'No expiry');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('dialog', { name: 'Token created: copy it now' })).toBeInTheDocument();
  });

  it('shows the server’s refusal under the form', async () => {
    const user = userEvent.setup();
    renderPage(
      'ADMIN',
      [],
      [
        {
          request: {
            query: CreateApiTokenDocument,
            variables: { input: { name: 'Sheets', scope: 'READ', expiresInDays: 90 } },
          },
          result: {
            errors: [new GraphQLError("An analyst's tokens can only read", { extensions: { code: 'FORBIDDEN' } })],
          },
        },
      ],
    );
    await user.type(await screen.findByLabelText('Name'), 'Sheets');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText("An analyst's tokens can only read")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    const user = userEvent.setup();
    const revokedAt = new Date().toISOString();
    renderPage(
      'ADMIN',
      [token()],
      [
        {
          request: { query: RevokeApiTokenDocument, variables: { id: 1 } },
          result: { data: { revokeApiToken: token({ revokedAt }) } },
        },
      ],
    );

    await user.click(await screen.findByRole('button', { name: 'Revoke Looker Studio' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke “Looker Studio”?' });
    expect(confirm).toHaveTextContent('Anything that uses this token stops working at once.');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));

    await waitFor(() => expect(within(rowOf('Looker Studio')).getByText('Revoked')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Token revoked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Looker Studio' })).not.toBeInTheDocument();
  });

  it('keeps the token when the revocation is cancelled', async () => {
    const user = userEvent.setup();
    renderPage('ADMIN', [token()]);
    await user.click(await screen.findByRole('button', { name: 'Revoke Looker Studio' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(rowOf('Looker Studio')).getByText('Active')).toBeInTheDocument();
  });
});
