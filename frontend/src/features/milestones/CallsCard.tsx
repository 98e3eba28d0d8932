import styled from 'styled-components';
import { callTimeRange } from '../../components/callTime';
import { StatusBadge, type BadgeTone } from '../../components/StatusBadge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import type { LeadBookingFieldsFragment } from '../../graphql/generated/graphql';
import type { BookingProvider } from '../../graphql/generated/schema';
import { Card, Dot, Entry, EntryList } from './DetailCard';

export type CallsCardProps = { bookings: readonly LeadBookingFieldsFragment[] };

const PROVIDER_NAME: Record<BookingProvider, string> = { CALENDLY: 'Calendly', CAL: 'Cal.com' };

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const Call = styled(Entry)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const CallHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** Held once its end passed without a cancellation (the server sets heldAt then). */
function callStatus(booking: LeadBookingFieldsFragment): { text: string; tone: BadgeTone } {
  if (booking.status === 'CANCELED') return { text: 'Canceled', tone: 'danger' };
  if (booking.heldAt) return { text: 'Held', tone: 'success' };
  return { text: 'Scheduled', tone: 'neutral' };
}

function CallItem({ booking }: { booking: LeadBookingFieldsFragment }) {
  const status = callStatus(booking);
  const yours = callTimeRange(booking.startTime, booking.endTime);
  const theirs = booking.timezone ? callTimeRange(booking.startTime, booking.endTime, booking.timezone) : null;
  // the tool's links only act on a call still to come
  const open = status.text === 'Scheduled';
  return (
    <Call>
      <CallHead>
        <span>{booking.eventName?.trim() || 'Call'}</span>
        <StatusBadge $tone={status.tone}>{status.text}</StatusBadge>
      </CallHead>
      {yours && (
        <p>
          <time dateTime={booking.startTime}>{yours}</time>
        </p>
      )}
      {/* the same instant as the invitee lives it, unless that reads the same as the viewer's */}
      {theirs && theirs !== yours && (
        <Muted>
          Invitee’s time: {theirs} ({booking.timezone})
        </Muted>
      )}
      <Muted>Booked in {PROVIDER_NAME[booking.provider]}</Muted>
      {open && (booking.rescheduleUrl || booking.cancelUrl) && (
        <Links>
          {booking.rescheduleUrl && (
            <a href={booking.rescheduleUrl} target="_blank" rel="noopener noreferrer">
              Reschedule
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
          {booking.cancelUrl && (
            <a href={booking.cancelUrl} target="_blank" rel="noopener noreferrer">
              Cancel
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          )}
        </Links>
      )}
    </Call>
  );
}

/** Calls: what the lead booked in Calendly or Cal.com, the latest start first. */
export function CallsCard({ bookings }: CallsCardProps) {
  const calls = [...bookings].sort((a, b) => Date.parse(b.startTime) - Date.parse(a.startTime));
  return (
    <Section>
      <Card aria-labelledby="calls-title">
        <h2 id="calls-title">
          <Dot aria-hidden="true" />
          Calls
        </h2>
        {calls.length === 0 ? (
          <Empty>No call booked yet</Empty>
        ) : (
          <EntryList>
            {calls.map((booking) => (
              <CallItem key={booking.id} booking={booking} />
            ))}
          </EntryList>
        )}
      </Card>
    </Section>
  );
}
