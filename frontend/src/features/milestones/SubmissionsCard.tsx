import styled from 'styled-components';
import type { LeadSubmissionFieldsFragment } from '../../graphql/generated/graphql';
import { answerText, LEAD_FIELDS } from '../contact-form';
import { Card, Dot, List, Row } from './DetailCard';

export type SubmissionsCardProps = { submissions: readonly LeadSubmissionFieldsFragment[] };

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const Submissions = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const Older = styled.details`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-top: ${({ theme }) => theme.space[3]}px;

  summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    cursor: pointer;
  }

  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }

  ol {
    margin-top: ${({ theme }) => theme.space[3]}px;
  }
`;

/** A submission's answers: side by side where the card is wide (it spans the page), one column on a phone. */
const AnswerList = styled(List)`
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.space[5]}px;
`;

const Muted = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const sentAt = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "Source: google · Campaign: spring", or null for a visit without campaign parameters. */
function visitText(touch: LeadSubmissionFieldsFragment['touch']): string | null {
  const parts = [
    touch?.source ? `Source: ${touch.source}` : null,
    touch?.campaign ? `Campaign: ${touch.campaign}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The answers the submission carried, under the form's labels, in the form's order; the empty ones left out. */
function answerRows(answers: Record<string, unknown>): [label: string, text: string][] {
  return LEAD_FIELDS.flatMap((field): [string, string][] => {
    const value = answers[field.key];
    return typeof value === 'string' && value.trim() !== '' ? [[field.label, answerText(field, value)]] : [];
  });
}

function SubmissionItem({ submission, title }: { submission: LeadSubmissionFieldsFragment; title: string }) {
  const visit = visitText(submission.touch);
  return (
    <li>
      <h3>
        {title}: <time dateTime={submission.createdAt}>{sentAt(submission.createdAt)}</time>
      </h3>
      {visit && <Muted>{visit}</Muted>}
      <AnswerList>
        {answerRows(submission.answers).map(([label, text]) => (
          <Row key={label} label={label} text={text} />
        ))}
      </AnswerList>
    </li>
  );
}

/**
 * Submissions: each time the person sent the contact form, newest first. The newest is open; the
 * earlier ones (what the lead said before its answers were updated) sit behind a disclosure.
 */
export function SubmissionsCard({ submissions }: SubmissionsCardProps) {
  const [newest, ...older] = submissions;
  return (
    <Section>
      <Card aria-labelledby="submissions-title">
        <h2 id="submissions-title">
          <Dot aria-hidden="true" />
          Form submissions
        </h2>
        {!newest ? (
          <Empty>No form sent: this lead came from a booked call</Empty>
        ) : (
          <>
            <Submissions>
              <SubmissionItem submission={newest} title={older.length > 0 ? 'Latest' : 'Sent'} />
            </Submissions>
            {older.length > 0 && (
              <Older>
                <summary>
                  {older.length === 1 ? 'Show the earlier submission' : `Show ${older.length} earlier submissions`}
                </summary>
                <Submissions>
                  {older.map((submission) => (
                    <SubmissionItem key={submission.id} submission={submission} title="Sent" />
                  ))}
                </Submissions>
              </Older>
            )}
          </>
        )}
      </Card>
    </Section>
  );
}
