import styled from 'styled-components';
import type { LifecycleLeadFieldsFragment } from '../../graphql/generated/graphql';
import { Card, Dot, List, Row } from './DetailCard';
import { leadFieldText } from './leadFieldText';

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

/** Lead Details, Qualification Summary and Project Details, as the lead filled them in. */
export function LeadDetailCards({ lead }: LeadDetailCardsProps) {
  const email = leadFieldText.plain(lead.email);
  const phone = leadFieldText.plain(lead.phone);
  const website = leadFieldText.plain(lead.companyWebsite);
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
          <Row label="Website" text={website} href={`https://${website}`} external />
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
          <Row label="Service interest" text={leadFieldText.serviceInterest(lead.serviceInterest)} />
          <Row label="Marketing needs" text={leadFieldText.plain(lead.marketingNeeds)} />
          <Row label="Timeline" text={leadFieldText.timeline(lead.timeline)} />
          <Row label="Budget" text={leadFieldText.budget(lead.budget)} />
          <Row label="Source" text={leadFieldText.source(lead.source)} />
          <Row label="Additional information" text={leadFieldText.plain(lead.message)} />
        </List>
      </Card>
    </Grid>
  );
}
