import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PanelHead } from '../../components/PanelHead';
import { serverErrorMessage } from '../../components/serverErrorMessage';
import { ShownOnceDialog } from '../../components/ShownOnceDialog';
import { QueryPlaceholder, StatusMessage } from '../../components/StatusMessage';
import { useToast } from '../../components/Toast';
import {
  ApiTokensDocument,
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  type ApiTokenFieldsFragment,
  type CreateApiTokenMutation,
} from '../../graphql/generated/graphql';
import type { CreateApiTokenInput } from '../../graphql/generated/schema';
import { AdminLayout, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { ApiTokenTable } from './ApiTokenTable';
import { ApiTokenUsage } from './ApiTokenUsage';
import { SCOPE_LABELS } from './apiTokenDisplay';
import { CreateApiTokenForm } from './CreateApiTokenForm';

type CreatedToken = CreateApiTokenMutation['createApiToken'];

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[7]}px;

  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.92em;
`;

/**
 * /api-tokens: the signed-in user's personal API tokens (admin or analyst): create one (shown
 * once), see which are active and when each was last used, and revoke one.
 */
export function ApiTokensPage() {
  const listHeadingId = useId();
  const createHeadingId = useId();
  const usageHeadingId = useId();
  const { toast } = useToast();
  const { isAdmin } = useCurrentUser();
  const { data, loading, error } = useApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenFieldsFragment | null>(null);

  const [createToken] = useCreateApiTokenMutation({
    update(cache, { data: answer }) {
      const token = answer?.createApiToken.apiToken;
      if (!token) return;
      // newest first, as the server lists them
      cache.updateQuery({ query: ApiTokensDocument }, (current) =>
        current ? { apiTokens: [token, ...current.apiTokens.filter((each) => each.id !== token.id)] } : current,
      );
    },
  });
  const [revokeToken, { loading: revokeBusy }] = useRevokeApiTokenMutation();

  const create = async (input: CreateApiTokenInput) => {
    // a refusal rejects, and the form says why
    const { data: answer } = await createToken({ variables: { input } });
    if (answer) setCreated(answer.createApiToken);
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revokeToken({ variables: { id: revoking.id } });
      toast({ title: 'Token revoked', description: `“${revoking.name}” no longer works.` });
    } catch (failure) {
      toast({
        title: 'The token could not be revoked',
        description: serverErrorMessage(failure) ?? 'Try again in a moment.',
        variant: 'destructive',
      });
    }
    setRevoking(null);
  };

  const tokens = data?.apiTokens;

  return (
    <AdminLayout title="API tokens">
      <AdminPageHeader
        title="API tokens"
        description="Personal tokens let scripts and tools (a dashboard, a spreadsheet, curl) use the GraphQL API and the /api endpoints as you, without signing in."
      />
      <Top>
        <Card as="section" padding="lg" aria-labelledby={createHeadingId}>
          <PanelHead>
            <h2 id={createHeadingId}>Create a token</h2>
            <p>The token is shown once, right after it is created.</p>
          </PanelHead>
          <CreateApiTokenForm canWrite={isAdmin} onCreate={create} />
        </Card>
        <Card as="section" padding="lg" aria-labelledby={usageHeadingId}>
          <PanelHead>
            <h2 id={usageHeadingId}>How to use it</h2>
            <p>A token acts with your rights, so keep it as secret as a password.</p>
          </PanelHead>
          <ApiTokenUsage origin={window.location.origin} />
        </Card>
      </Top>
      <section aria-labelledby={listHeadingId}>
        <PanelHead>
          <h2 id={listHeadingId}>Your tokens</h2>
          <p>Revoke a token you no longer use, or one that may have leaked: it stops working at once.</p>
        </PanelHead>
        {tokens ? (
          tokens.length === 0 ? (
            <StatusMessage kind="empty" text="You have no API tokens yet. Create one above." />
          ) : (
            <ApiTokenTable tokens={tokens} onRevoke={setRevoking} />
          )
        ) : (
          <QueryPlaceholder
            loading={loading}
            error={error}
            loadingText="Loading your tokens…"
            errorText="Your tokens could not be loaded."
          />
        )}
      </section>
      {created && (
        <ShownOnceDialog
          title="Token created: copy it now"
          description={
            <>
              “{created.apiToken.name}” ({SCOPE_LABELS[created.apiToken.scope].toLowerCase()}) works as soon as you send
              it as <Mono>Authorization: Bearer</Mono>.
            </>
          }
          label="API token"
          value={created.token}
          warning={
            <>
              <strong>You will not see this token again.</strong> Store it somewhere safe (a password manager, your
              tool&apos;s secret settings) now; if it is lost, revoke it and create a new one.
            </>
          }
          onClose={() => setCreated(null)}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          description="Anything that uses this token stops working at once. This cannot be undone."
          confirmLabel="Revoke token"
          busy={revokeBusy}
          onConfirm={() => void confirmRevoke()}
          onCancel={() => setRevoking(null)}
        />
      )}
    </AdminLayout>
  );
}
