import type { ApolloCache } from '@apollo/client';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TableScroller } from '../../components/dataTable';
import { StackedTable } from '../../components/stackedTable';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { formatCreated } from '../../components/relativeTime';
import { StatusMessage } from '../../components/StatusMessage';
import { useToast } from '../../components/Toast';
import {
  useDeleteLeadMutation,
  useLeadsQuery,
  useMarkLeadNotSpamMutation,
  type LeadRowFieldsFragment,
} from '../../graphql/generated/graphql';
import { useCurrentUser } from '../auth';
import { displayOrNotAvailable } from './leadDisplay';

const SPAM_FILTER = { spam: true };

/** What each spam guard rule means to the person deciding. */
const REASONS: Record<string, string> = {
  honeypot: 'Filled the hidden field',
  'too-fast': 'Sent too fast',
};

/** After a restore or a delete, the lists and counts on screen are fetched again. */
const REFRESH = { refetchQueries: ['Leads', 'LeadCounts'], awaitRefetchQueries: true };

/**
 * A restored lead belongs in lead lists that are cached but not on screen (the Lead Data tab's):
 * they are dropped so the next look fetches them. The spam list stays until its refetch replaces
 * it, so it does not flash a spinner.
 */
function forgetLeadLists(cache: ApolloCache): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      leads: (value: unknown, { storeFieldName, DELETE }) => (storeFieldName.includes('"spam":true') ? value : DELETE),
    },
  });
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Reason = styled.span`
  color: ${({ theme }) => theme.color.warning};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

type SpamLead = LeadRowFieldsFragment;

/** The Spam tab: the submissions the spam guard held back, each with its reason, to restore or delete. */
export function SpamPanel() {
  const { toast } = useToast();
  const { data, error } = useLeadsQuery({
    variables: { filter: SPAM_FILTER, sort: 'NEWEST_FIRST', first: 200 },
    fetchPolicy: 'cache-and-network',
  });
  const [markNotSpam] = useMarkLeadNotSpamMutation(REFRESH);
  const [deleteLead] = useDeleteLeadMutation({
    ...REFRESH,
    update: (cache, _result, { variables }) => {
      if (!variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Lead', id: variables.id }) });
      cache.gc();
    },
  });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<SpamLead | null>(null);
  // an analyst sees the held submissions but cannot restore or delete them (the server refuses it too)
  const { isReadOnly } = useCurrentUser();

  const restore = async (lead: SpamLead) => {
    setBusyId(lead.id);
    try {
      await markNotSpam({
        variables: { id: lead.id },
        update: forgetLeadLists,
      });
      toast({ title: 'Lead restored', description: `${lead.name} is back in the lead list.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not restore the lead', description: 'Please try again.' });
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (lead: SpamLead) => {
    setBusyId(lead.id);
    try {
      await deleteLead({ variables: { id: lead.id } });
      toast({ title: 'Spam deleted', description: `The submission from ${lead.name} is gone for good.` });
    } catch {
      toast({ variant: 'destructive', title: 'Could not delete the submission', description: 'Please try again.' });
    } finally {
      setBusyId(null);
      setConfirming(null);
    }
  };

  const leads = data?.leads.nodes;
  if (error && !leads) return <StatusMessage kind="error" text="Error loading spam. Please try again." />;
  if (!leads) return <StatusMessage kind="loading" text="Loading spam..." />;
  if (leads.length === 0) {
    return <StatusMessage kind="empty" text="No spam held back. Every submission made it to the lead list." />;
  }

  return (
    <>
      {isReadOnly && (
        <ReadOnlyNote>Read-only: analysts can view the held submissions but not restore or delete them.</ReadOnlyNote>
      )}
      <TableScroller role="region" aria-label="Spam" tabIndex={0}>
        <StackedTable>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Company</th>
              <th scope="col">Reason</th>
              <th scope="col">Received</th>
              {!isReadOnly && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => {
              const received = formatCreated(lead.createdAt);
              return (
                <tr key={lead.id}>
                  <th scope="row" data-label="Name">
                    <span>{displayOrNotAvailable(lead.name)}</span>
                  </th>
                  <td data-label="Email">
                    <span>{displayOrNotAvailable(lead.email)}</span>
                  </td>
                  <td data-label="Company">
                    <span>{displayOrNotAvailable(lead.company)}</span>
                  </td>
                  <td data-label="Reason">
                    {lead.spamReason ? (
                      <Reason>{REASONS[lead.spamReason] ?? lead.spamReason}</Reason>
                    ) : (
                      <Muted>Unknown</Muted>
                    )}
                  </td>
                  <td data-label="Received">
                    <span>
                      {received.valid ? <time dateTime={received.iso}>{received.relative}</time> : received.text}
                    </span>
                  </td>
                  {!isReadOnly && (
                    <td>
                      <Actions>
                        <Button
                          variant="secondary"
                          onClick={() => void restore(lead)}
                          disabled={busyId === lead.id}
                          aria-label={`Restore ${lead.name} to the lead list`}
                        >
                          Restore
                        </Button>
                        <Button
                          variant="ghost"
                          onClick={() => setConfirming(lead)}
                          disabled={busyId === lead.id}
                          aria-label={`Delete the submission from ${lead.name}`}
                        >
                          Delete
                        </Button>
                      </Actions>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </StackedTable>
      </TableScroller>
      {confirming && (
        <ConfirmDialog
          title="Delete this submission?"
          description={`The submission from ${confirming.name} (${confirming.email}) will be deleted for good. This cannot be undone.`}
          confirmLabel="Delete"
          busy={busyId === confirming.id}
          onConfirm={() => void remove(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
