import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { callTimeRange } from '../../components/callTime';
import { PanelHead } from '../../components/PanelHead';
import { QueryPlaceholder } from '../../components/StatusMessage';
import { useUpcomingCallsQuery } from '../../graphql/generated/graphql';
import { Panel } from './ChartFrame';

const DAYS_AHEAD = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** a week of calls fits one page; more than this is said, not listed */
const SHOWN = 50;

const Calls = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Call = styled.li`
  display: grid;
  grid-template-columns: minmax(12rem, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  time {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    overflow-wrap: anywhere;
  }

  /* the time above the lead on a phone */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Upcoming calls: the scheduled calls of the next 7 days, each with its lead; not tied to the period. */
export function UpcomingCalls() {
  const id = useId();
  // the window is fixed when the card opens, so that a render does not ask for a new one
  const [filter] = useState(() => {
    const now = new Date();
    return {
      from: now.toISOString(),
      to: new Date(now.getTime() + DAYS_AHEAD * DAY_MS).toISOString(),
      status: 'SCHEDULED' as const,
    };
  });
  const { data, loading, error } = useUpcomingCallsQuery({ variables: { filter, first: SHOWN } });
  const calls = data?.bookings.nodes;

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <PanelHead>
        <h2 id={`${id}-title`}>Upcoming calls</h2>
        <p>Calls booked in Calendly or Cal.com for the next {DAYS_AHEAD} days, in your time zone.</p>
      </PanelHead>
      {!calls ? (
        <QueryPlaceholder
          loading={loading}
          error={error}
          loadingText="Loading upcoming calls..."
          errorText="Error loading upcoming calls. Please try again."
        />
      ) : calls.length === 0 ? (
        <Muted as="p">No calls in the next {DAYS_AHEAD} days</Muted>
      ) : (
        <>
          <Calls>
            {calls.map((call) => (
              <Call key={call.id}>
                <time dateTime={call.startTime}>{callTimeRange(call.startTime, call.endTime) ?? call.startTime}</time>
                <span>
                  <Link to={`/leads/lifecycle/${call.lead.id}`}>{call.lead.name}</Link>
                  {call.lead.company && <Muted> · {call.lead.company}</Muted>}
                  <br />
                  <Muted>{call.eventName?.trim() || 'Call'}</Muted>
                </span>
              </Call>
            ))}
          </Calls>
          {data.bookings.pageInfo.hasNextPage && (
            <Note>
              More calls are booked in the next {DAYS_AHEAD} days: these are the first {SHOWN}.
            </Note>
          )}
        </>
      )}
    </Panel>
  );
}
