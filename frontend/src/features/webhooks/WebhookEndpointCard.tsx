import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { BreakableText } from '../../components/BreakableText';
import { Card } from '../../components/Card';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TableScroller } from '../../components/dataTable';
import { RelativeTime } from '../../components/RelativeTime';
import { badUserInputMessage, serverErrorMessage } from '../../components/serverErrorMessage';
import { DeliveryStatusBadge, StatusBadge } from '../../components/StatusBadge';
import { Switch } from '../../components/Switch';
import { useToast } from '../../components/Toast';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import {
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendTestWebhookMutation,
  useUpdateWebhookEndpointMutation,
  WebhookDeliveriesDocument,
  type WebhookDeliveryFieldsFragment,
  type WebhookEndpointFieldsFragment,
} from '../../graphql/generated/graphql';
import { endpointErrors } from './endpointErrors';
import { SecretDialog } from './SecretDialog';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookEndpointForm, type EndpointDraft } from './WebhookEndpointForm';
import { attemptSummary, deliveryToast, latestAttempt } from './webhookDisplay';

export type WebhookEndpointCardProps = {
  endpoint: WebhookEndpointFieldsFragment;
  eventTypes: readonly string[];
  /** after the endpoint is deleted: focus goes somewhere that still exists */
  onDeleted: () => void;
  /** the signed-in user may not change webhooks: the switch is disabled, only Deliveries remains */
  readOnly?: boolean;
};

/** What can be running: the buttons of the one running wait. */
type Action = 'switch' | 'test' | 'rotate' | 'delete';

/** The generated types leave __typename out; the cache needs it to find the record to update. */
type CachedEndpoint = WebhookEndpointFieldsFragment & { __typename: 'WebhookEndpoint' };

/* no padding of its own: the deliveries run from edge to edge under the padded top */
const Frame = styled(Card)`
  overflow: hidden;
`;

const Top = styled.div`
  padding: ${({ theme }) => theme.space[6]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Title = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;

  h3 {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    overflow-wrap: anywhere;

    @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
      font-size: ${({ theme }) => theme.fontSize.sm};
    }
  }

  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
`;

const Toggle = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const Status = styled.div`
  display: flex;
  margin-top: ${({ theme }) => theme.space[3]}px;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Warning = styled.span`
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 2px ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.xs};
    overflow-wrap: anywhere;
  }
`;

/* the outcome on one line, the receiver's refusal under it */
const TestResult = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};

  span {
    overflow-wrap: anywhere;
  }
`;

const TestError = styled.span`
  flex-basis: 100%;
  color: ${({ theme }) => theme.color.danger};
`;

/* what is done often on the left, what changes the endpoint on the right; each pair wraps as one */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/* compact buttons (the text ones more so): a phone fits each group on one line */
const ActionGroup = styled.div<{ $quiet?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme, $quiet }) => theme.space[$quiet ? 1 : 2]}px;

  button {
    padding-inline: ${({ theme, $quiet }) => theme.space[$quiet ? 3 : 4]}px;
  }
`;

const Deliveries = styled.div`
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};

  &:empty {
    display: none;
  }

  /* the summary, a message and Load more keep the card's margins; the table runs edge to edge */
  > * {
    margin-inline: ${({ theme }) => theme.space[6]}px;
  }

  > :last-child {
    margin-bottom: ${({ theme }) => theme.space[5]}px;
  }

  > ${TableScroller} {
    margin-inline: 0;
    border-width: 1px 0 0;
    border-radius: 0;
    box-shadow: none;
    /* its first and last columns line up with the card's text */
    --table-edge: ${({ theme }) => theme.space[6]}px;

    &:last-child {
      margin-bottom: 0;
    }

    &:focus-visible {
      outline-offset: -2px;
    }
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    > * {
      margin-inline: ${({ theme }) => theme.space[5]}px;
    }

    > ${TableScroller} {
      --table-edge: ${({ theme }) => theme.space[5]}px;
    }
  }
`;

/** What is asked before the two actions that cannot be undone. */
function confirmation(action: 'rotate' | 'delete', url: string) {
  return action === 'rotate'
    ? {
        title: 'Rotate the signing secret?',
        description: `The current secret of ${url} stops working at once: its deliveries fail verification until the receiver has the new secret.`,
        confirmLabel: 'Rotate secret',
      }
    : {
        title: 'Delete this endpoint?',
        description: `${url} and its delivery log will be deleted, and no more events are sent to it. This cannot be undone.`,
        confirmLabel: 'Delete',
      };
}

function TestOutcome({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  const attempt = latestAttempt(delivery);
  return (
    <>
      <strong>Last test:</strong>
      <DeliveryStatusBadge status={delivery.status} />
      {attempt && <span>{attemptSummary(attempt)}</span>}
      {attempt?.error && <TestError>{attempt.error}</TestError>}
    </>
  );
}

/**
 * One webhook endpoint: its URL, events and state, with its switch, Edit, Send test, Rotate
 * secret, Delete, and its deliveries on demand.
 */
export function WebhookEndpointCard({ endpoint, eventTypes, onDeleted, readOnly = false }: WebhookEndpointCardProps) {
  const id = useId();
  const { toast } = useToast();
  const urlInput = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<'rotate' | 'delete' | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<WebhookDeliveryFieldsFragment | null>(null);
  const [showDeliveries, setShowDeliveries] = useState(false);

  const [updateEndpoint] = useUpdateWebhookEndpointMutation();
  const [rotateSecret] = useRotateWebhookSecretMutation();
  const [deleteEndpoint] = useDeleteWebhookEndpointMutation({
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id: endpoint.id }) });
      cache.gc();
    },
  });
  const [sendTest] = useSendTestWebhookMutation({
    // the endpoint's failure streak may change with the test
    refetchQueries: ['WebhookEndpoints'],
    // the test is the newest delivery: it goes on top of the list, if that list is cached
    update: (cache, { data }) => {
      const delivery = data?.sendTestWebhook;
      if (!delivery) return;
      cache.updateQuery({ query: WebhookDeliveriesDocument, variables: { endpointId: endpoint.id } }, (current) =>
        current
          ? {
              webhookDeliveries: {
                ...current.webhookDeliveries,
                nodes: [delivery, ...current.webhookDeliveries.nodes],
                totalCount: current.webhookDeliveries.totalCount + 1,
              },
            }
          : undefined,
      );
    },
  });

  /** Back from the Edit form, focus returns to the Edit button (once it is on screen again). */
  const focusEditButton = () => requestAnimationFrame(() => document.getElementById(`${id}-edit`)?.focus());

  const failed = (title: string, error: unknown) => {
    console.error(title, error);
    toast({
      title,
      description: badUserInputMessage(error) ?? serverErrorMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });
  };

  /** Runs one action: its control waits meanwhile, and a failure gets the error toast. */
  const run = async (action: Action, failure: string, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      failed(failure, error);
    } finally {
      setBusy(null);
    }
  };

  const toggle = (enabled: boolean) =>
    run('switch', 'Could not update the endpoint', async () => {
      const optimistic: CachedEndpoint = { ...endpoint, enabled, __typename: 'WebhookEndpoint' };
      await updateEndpoint({
        variables: { id: endpoint.id, input: { enabled } },
        optimisticResponse: { updateWebhookEndpoint: optimistic },
      });
      toast({
        title: enabled ? 'Endpoint enabled' : 'Endpoint disabled',
        description: enabled ? `Events are sent to ${endpoint.url} again.` : `No events are sent to ${endpoint.url}.`,
      });
    });

  const save = async (draft: EndpointDraft) => {
    try {
      await updateEndpoint({ variables: { id: endpoint.id, input: draft } });
      toast({ title: 'Endpoint updated', description: 'Your changes have been saved.' });
      setEditing(false);
      focusEditButton();
      return null;
    } catch (error) {
      console.error('Failed to update the webhook endpoint', error);
      return endpointErrors(error);
    }
  };

  const test = () => {
    setTestResult(null);
    return run('test', 'Could not send the test', async () => {
      const result = await sendTest({ variables: { endpointId: endpoint.id } });
      const sent = result.data?.sendTestWebhook ?? null;
      setTestResult(sent);
      // the toast announces the outcome; the card keeps it on screen
      if (sent) toast(deliveryToast(sent, { sent: 'Test delivered', failed: 'The test failed' }));
    });
  };

  const rotate = async () => {
    await run('rotate', 'Could not rotate the secret', async () => {
      const result = await rotateSecret({ variables: { id: endpoint.id } });
      setSecret(result.data?.rotateWebhookSecret.secret ?? null);
    });
    setConfirming(null);
  };

  const remove = async () => {
    await run('delete', 'Could not delete the endpoint', async () => {
      await deleteEndpoint({ variables: { id: endpoint.id } });
      toast({ title: 'Endpoint deleted', description: `No more events are sent to ${endpoint.url}.` });
      onDeleted();
    });
    setConfirming(null);
  };

  const titleId = `${id}-title`;
  const statusId = `${id}-status`;
  const deliveriesId = `${id}-deliveries`;

  return (
    <Frame forwardedAs="article" padding="none" aria-labelledby={titleId}>
      <Top>
        <Head>
          <Title>
            <h3 id={titleId}>
              <BreakableText text={endpoint.url} kind="url" />
            </h3>
            {endpoint.description && <p>{endpoint.description}</p>}
          </Title>
          <Toggle>
            <span aria-hidden="true">{endpoint.enabled ? 'On' : 'Off'}</span>
            <VisuallyHidden id={`${id}-switch-label`}>Send events to {endpoint.url}</VisuallyHidden>
            <Switch
              checked={endpoint.enabled}
              onChange={(value) => void toggle(value)}
              labelledBy={`${id}-switch-label`}
              describedBy={statusId}
              busy={busy === 'switch'}
              disabled={readOnly}
            />
          </Toggle>
        </Head>
        <Status id={statusId}>
          <StatusBadge $tone={endpoint.enabled ? 'success' : 'neutral'}>
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
          </StatusBadge>
          {endpoint.disabledReason && <Warning>{endpoint.disabledReason}</Warning>}
          {endpoint.failingSince && (
            <Warning>
              Failing since <RelativeTime value={endpoint.failingSince} />
            </Warning>
          )}
        </Status>

        {editing ? (
          <Body>
            <WebhookEndpointForm
              eventTypes={eventTypes}
              initial={{ url: endpoint.url, description: endpoint.description, eventTypes: endpoint.eventTypes }}
              submitLabel="Save changes"
              busyLabel="Saving…"
              onSubmit={save}
              onCancel={() => {
                setEditing(false);
                focusEditButton();
              }}
              urlInputRef={urlInput}
            />
          </Body>
        ) : (
          <Body>
            <Chips aria-label="Events">
              {endpoint.eventTypes.map((eventType) => (
                <li key={eventType}>{eventType}</li>
              ))}
            </Chips>
            {testResult && (
              <TestResult>
                <TestOutcome delivery={testResult} />
              </TestResult>
            )}
            <Actions>
              <ActionGroup>
                {!readOnly && (
                  <Button variant="secondary" onClick={() => void test()} disabled={busy === 'test'}>
                    {busy === 'test' ? 'Sending…' : 'Send test'}
                    <VisuallyHidden> to {endpoint.url}</VisuallyHidden>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  onClick={() => setShowDeliveries((shown) => !shown)}
                  aria-expanded={showDeliveries}
                  aria-controls={deliveriesId}
                >
                  {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
                  <VisuallyHidden> to {endpoint.url}</VisuallyHidden>
                </Button>
              </ActionGroup>
              {!readOnly && (
                <ActionGroup $quiet>
                  <Button
                    id={`${id}-edit`}
                    variant="ghost"
                    onClick={() => {
                      setEditing(true);
                      requestAnimationFrame(() => urlInput.current?.focus());
                    }}
                  >
                    Edit<VisuallyHidden> {endpoint.url}</VisuallyHidden>
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming('rotate')}>
                    Rotate secret<VisuallyHidden> of {endpoint.url}</VisuallyHidden>
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirming('delete')}>
                    Delete<VisuallyHidden> {endpoint.url}</VisuallyHidden>
                  </Button>
                </ActionGroup>
              )}
            </Actions>
          </Body>
        )}
      </Top>

      <Deliveries id={deliveriesId}>
        {showDeliveries && !editing && (
          <WebhookDeliveries endpointId={endpoint.id} url={endpoint.url} readOnly={readOnly} />
        )}
      </Deliveries>

      {confirming && (
        <ConfirmDialog
          {...confirmation(confirming, endpoint.url)}
          busy={busy === confirming}
          onConfirm={() => void (confirming === 'rotate' ? rotate() : remove())}
          onCancel={() => setConfirming(null)}
        />
      )}
      {secret && (
        <SecretDialog title="New signing secret" url={endpoint.url} secret={secret} onClose={() => setSecret(null)} />
      )}
    </Frame>
  );
}
