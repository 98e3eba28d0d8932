import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LifecycleLeadFieldsFragment } from '../../graphql/generated/graphql';
import { leadFieldText, NOT_SPECIFIED } from './leadFieldText';

export type LeadDetailCardsProps = { lead: LifecycleLeadFieldsFragment };

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;

  @media (max-width: 1000px) {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.section`
  padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin-bottom: ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;

  div {
    display: grid;
    gap: 2px;
  }

  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  dd[data-empty='true'] {
    color: ${({ theme }) => theme.color.muted};
    font-style: italic;
  }
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
`;

function Row({ label, text, href }: { label: string; text: string; href?: string }) {
  const empty = text === NOT_SPECIFIED;
  let content: ReactNode = text;
  if (!empty && href) content = <a href={href}>{text}</a>;
  return (
    <div>
      <dt>{label}</dt>
      <dd data-empty={empty}>{content}</dd>
    </div>
  );
}

/** Lead Details, Qualification Summary and Project Details, as the lead filled them in. */
export function LeadDetailCards({ lead }: LeadDetailCardsProps) {
  const email = leadFieldText.plain(lead.email);
  const phone = leadFieldText.plain(lead.phone);
  return (
    <Grid>
      <Card aria-labelledby="lead-details-title">
        <h2 id="lead-details-title">
          <Dot aria-hidden="true" />
          Lead Details
        </h2>
        <List>
          <Row label="Name" text={leadFieldText.plain(lead.name)} />
          <Row label="Email" text={email} href={`mailto:${email}`} />
          <Row label="Phone" text={phone} href={`tel:${phone.replace(/[^\d+]/g, '')}`} />
          <Row label="Company" text={leadFieldText.plain(lead.company)} />
        </List>
      </Card>
      <Card aria-labelledby="qualification-title">
        <h2 id="qualification-title">
          <Dot aria-hidden="true" />
          Qualification Summary
        </h2>
        <List>
          <Row label="Business type" text={leadFieldText.businessType(lead.businessType)} />
          <Row label="Company size" text={leadFieldText.companySize(lead.companySize)} />
          <Row label="Annual revenue" text={leadFieldText.annualRevenue(lead.annualRevenue)} />
          <Row label="Client value" text={leadFieldText.clientValue(lead.clientValue)} />
        </List>
      </Card>
      <Card aria-labelledby="project-title">
        <h2 id="project-title">
          <Dot aria-hidden="true" />
          Project Details
        </h2>
        <List>
          <Row label="Marketing needs" text={leadFieldText.plain(lead.marketingNeeds)} />
          <Row label="Timeline" text={leadFieldText.timeline(lead.timeline)} />
          <Row label="Budget" text={leadFieldText.budget(lead.budget)} />
          <Row label="Source" text={leadFieldText.source(lead.source)} />
        </List>
      </Card>
    </Grid>
  );
}
