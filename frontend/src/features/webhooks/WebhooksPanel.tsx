import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { PanelHead } from '../../components/PanelHead';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { QueryPlaceholder, StatusMessage } from '../../components/StatusMessage';
import { useToast } from '../../components/Toast';
import {
  useCreateWebhookEndpointMutation,
  useWebhookEndpointsQuery,
  WebhookEndpointsDocument,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';
import { endpointErrors } from './endpointErrors';
import { SecretDialog } from './SecretDialog';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import { WebhookEndpointForm, type EndpointDraft } from './WebhookEndpointForm';

/* minmax(0, 1fr): a wide deliveries table scrolls inside its frame instead of widening the page */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}px) {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }

  /* without the add form (read-only), the list takes the whole width */
  &:has(> :only-child) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const List = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
`;

/* beside the list on a desktop: a narrow column, so a little less padding than a full-width card */
const AddCard = styled(Card)`
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}px) {
    position: sticky;
    top: ${({ theme }) => theme.space[5]}px;
    padding: ${({ theme }) => theme.space[6]}px;
  }
`;

type ShownSecret = { url: string; secret: string };

function added(url: string) {
  return { title: 'Endpoint added', description: `Events are now sent to ${url}.` };
}

/**
 * The Webhooks tab: the endpoints that get a signed POST (Standard Webhooks) for each event they
 * subscribe to, each with its deliveries, and the form that adds one (its secret shown once).
 */
export function WebhooksPanel() {
  const { toast } = useToast();
  const listHeadingId = useId();
  const addHeadingId = useId();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const [shownSecret, setShownSecret] = useState<ShownSecret | null>(null);
  // an analyst sees the endpoints and their deliveries but changes nothing (the server refuses it too)
  const { isReadOnly } = useCurrentUser();
  const { data, loading, error } = useWebhookEndpointsQuery({ fetchPolicy: 'cache-and-network' });
  const [createEndpoint] = useCreateWebhookEndpointMutation({
    // the new endpoint joins the cached list, which then shows it without a refetch
    update: (cache, { data: created }) => {
      const endpoint = created?.createWebhookEndpoint.endpoint;
      if (!endpoint) return;
      cache.updateQuery({ query: WebhookEndpointsDocument }, (current) =>
        current ? { ...current, webhookEndpoints: [...current.webhookEndpoints, endpoint] } : undefined,
      );
    },
  });

  const create = async (draft: EndpointDraft) => {
    try {
      const result = await createEndpoint({ variables: { input: draft } });
      const created = result.data?.createWebhookEndpoint;
      // the dialog says it was added; the toast confirms it once the dialog is closed, so never covers it
      if (created) setShownSecret({ url: created.endpoint.url, secret: created.secret });
      else toast(added(draft.url));
      return null;
    } catch (createError) {
      console.error('Failed to add the webhook endpoint', createError);
      return endpointErrors(createError);
    }
  };

  if (!data) {
    return (
      <QueryPlaceholder
        loading={loading}
        error={error}
        loadingText="Loading webhooks..."
        errorText="Error loading webhooks. Please try again."
      />
    );
  }

  const endpoints = data.webhookEndpoints;
  return (
    <Layout>
      <section aria-labelledby={listHeadingId}>
        {isReadOnly && (
          <ReadOnlyNote>
            Read-only: analysts can view the endpoints and their deliveries but not add, change, test or resend.
          </ReadOnlyNote>
        )}
        <PanelHead>
          <h2 id={listHeadingId} ref={listHeading} tabIndex={-1}>
            Endpoints
          </h2>
          <p>
            Each event an endpoint subscribes to is sent to it as a signed POST; a failed delivery is retried, and an
            endpoint that keeps failing for 3 days is disabled.
          </p>
        </PanelHead>
        {endpoints.length === 0 ? (
          <StatusMessage kind="empty" text="No endpoints yet">
            {isReadOnly ? (
              <p>Each delivery is a signed POST (Standard Webhooks) that your receiver can verify.</p>
            ) : (
              <>
                <p>
                  Each delivery is a signed POST (Standard Webhooks) that your receiver can verify. Add an endpoint with
                  the form.
                </p>
                <Button variant="secondary" onClick={() => urlInput.current?.focus()}>
                  Add an endpoint
                </Button>
              </>
            )}
          </StatusMessage>
        ) : (
          <List>
            {endpoints.map((endpoint) => (
              <WebhookEndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                eventTypes={data.webhookEventTypes}
                onDeleted={() => requestAnimationFrame(() => listHeading.current?.focus())}
                readOnly={isReadOnly}
              />
            ))}
          </List>
        )}
      </section>
      {!isReadOnly && (
        <AddCard forwardedAs="section" padding="lg" aria-labelledby={addHeadingId}>
          <PanelHead>
            <h2 id={addHeadingId}>Add endpoint</h2>
            <p>Its signing secret is shown once, right after it is added.</p>
          </PanelHead>
          <WebhookEndpointForm
            eventTypes={data.webhookEventTypes}
            submitLabel="Add endpoint"
            busyLabel="Adding…"
            onSubmit={create}
            resetOnSave
            urlInputRef={urlInput}
          />
        </AddCard>
      )}
      {shownSecret && (
        <SecretDialog
          title="Endpoint added: copy its signing secret"
          url={shownSecret.url}
          secret={shownSecret.secret}
          onClose={() => {
            setShownSecret(null);
            toast(added(shownSecret.url));
          }}
        />
      )}
    </Layout>
  );
}
