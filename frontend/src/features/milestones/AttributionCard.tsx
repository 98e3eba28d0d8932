import styled from 'styled-components';
import type { TouchFieldsFragment } from '../../graphql/generated/graphql';
import { Card, Dot, List, Row } from './DetailCard';
import { NOT_SPECIFIED } from './leadFieldText';

export type AttributionCardProps = {
  firstTouch: TouchFieldsFragment | null | undefined;
  lastTouch: TouchFieldsFragment | null | undefined;
};

/** A visit with no campaign source is direct (a typed address, a bookmark, or no record at all). */
const DIRECT = 'Direct';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;

  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: 1fr;
  }
`;

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const text = (value: string | null | undefined): string => value?.trim() || NOT_SPECIFIED;

function visitTime(value: unknown): string {
  if (typeof value !== 'string') return NOT_SPECIFIED;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? NOT_SPECIFIED : date.toLocaleString();
}

/** The rarer parameters: shown only when the visit carried them. */
const OPTIONAL_FIELDS = [
  ['Term', 'term'],
  ['Content', 'content'],
  ['Referrer', 'referrer'],
  ['Google click id (gclid)', 'gclid'],
  ['Facebook click id (fbclid)', 'fbclid'],
] as const;

function TouchList({ title, touch }: { title: string; touch: TouchFieldsFragment | null | undefined }) {
  const id = `attribution-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <List>
        <Row label="Source" text={touch?.source?.trim() || DIRECT} />
        <Row label="Medium" text={text(touch?.medium)} />
        <Row label="Campaign" text={text(touch?.campaign)} />
        {OPTIONAL_FIELDS.map(([label, key]) => {
          const value = touch?.[key]?.trim();
          return value ? <Row key={key} label={label} text={value} /> : null;
        })}
        <Row label="Landing page" text={text(touch?.landingPath)} />
        <Row label="Time" text={visitTime(touch?.at)} />
      </List>
    </section>
  );
}

/** Source & attribution: the visit that first brought the lead, and the one the form was sent from. */
export function AttributionCard({ firstTouch, lastTouch }: AttributionCardProps) {
  return (
    <Section>
      <Card aria-labelledby="attribution-title">
        <h2 id="attribution-title">
          <Dot aria-hidden="true" />
          Source &amp; attribution
        </h2>
        <Columns>
          <TouchList title="First touch" touch={firstTouch} />
          <TouchList title="Last touch" touch={lastTouch} />
        </Columns>
      </Card>
    </Section>
  );
}
