import { useSearchParamsState } from '../../hooks/useSearchParamsState';
import { StatusMessage, QueryPlaceholder } from '../../components/StatusMessage';
import { useAuditEventsQuery, useAuditFilterOptionsQuery } from '../../graphql/generated/graphql';
import type { AuditEventFilter } from '../../graphql/generated/schema';
import { AdminLayout, AdminOnlyNotice, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { AuditEventsTable } from './AuditEventsTable';
import { AuditFilters, type AuditFilterValues } from './AuditFilters';
import { dateRange, dateRangeError } from './auditDisplay';

const TITLE = 'Audit log';
const DESCRIPTION =
  'Who did what, and when: sign-ins, changes to the team, tokens, settings, leads and webhooks. Newest first; dates are in your time zone.';

const KEYS = ['person', 'action', 'from', 'to'] as const;

function filterValues(params: URLSearchParams): AuditFilterValues {
  return {
    person: params.get('person') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The server's filter: a person's id, an action, and the days as instants in this browser's time zone. */
function toFilter(values: AuditFilterValues): AuditEventFilter | undefined {
  const actorId = /^\d+$/.test(values.person) ? Number(values.person) : undefined;
  const filter: AuditEventFilter = {
    ...(actorId !== undefined ? { actorId } : {}),
    ...(values.action ? { action: values.action } : {}),
    ...dateRange(values.from, values.to),
  };
  return Object.keys(filter).length > 0 ? filter : undefined;
}

function AuditLog() {
  const [params, setParams] = useSearchParamsState();
  const values = filterValues(params);
  const dateError = dateRangeError(values.from, values.to);
  const filter = toFilter(values);
  const { data: options } = useAuditFilterOptionsQuery({ fetchPolicy: 'cache-and-network' });
  const { data, loading, error, fetchMore } = useAuditEventsQuery({
    variables: { filter },
    fetchPolicy: 'cache-and-network',
    skip: dateError !== null,
  });

  const change = (next: Partial<AuditFilterValues>) => {
    setParams(
      (current) => {
        const merged = { ...filterValues(current), ...next };
        const kept = new URLSearchParams();
        for (const key of KEYS) if (merged[key]) kept.set(key, merged[key]);
        return kept;
      },
      { replace: true },
    );
  };

  const people = [...(options?.users ?? [])].sort((a, b) => a.username.localeCompare(b.username));
  const connection = data?.auditEvents;
  const filtered = filter !== undefined;

  let body;
  if (dateError) {
    body = <StatusMessage kind="empty" text="Choose an end date on or after the start date to see events." />;
  } else if (!connection) {
    body = (
      <QueryPlaceholder
        loading={loading}
        error={error}
        loadingText="Loading the audit log..."
        errorText="Error loading the audit log. Please try again."
      />
    );
  } else if (connection.nodes.length === 0) {
    body = (
      <StatusMessage
        kind="empty"
        text={filtered ? 'No events match these filters.' : 'No events yet. Sign-ins and changes appear here.'}
      />
    );
  } else {
    body = (
      <AuditEventsTable connection={connection} onLoadMore={(after) => fetchMore({ variables: { filter, after } })} />
    );
  }

  return (
    <>
      <AuditFilters
        values={values}
        onChange={change}
        onReset={() => setParams({}, { replace: true })}
        people={people}
        actions={options?.auditActions ?? []}
        dateError={dateError}
      />
      {body}
    </>
  );
}

/** /audit-log: every recorded sign-in and change, filtered by who, what and when; admins only. */
export function AuditLogPage() {
  const { isAdmin } = useCurrentUser();
  return (
    <AdminLayout title={TITLE}>
      <AdminPageHeader title={TITLE} description={isAdmin ? DESCRIPTION : undefined} />
      {isAdmin ? (
        <AuditLog />
      ) : (
        <AdminOnlyNotice
          title="Only admins can see the audit log"
          text="Your analyst account can view the leads and their settings. Ask an admin if you need to know who changed something."
        />
      )}
    </AdminLayout>
  );
}
