import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../theme/theme';
import { BookingLink } from '../../components/BookingLink';
import { Icon } from '../../components/Icon';
import { SERVICES } from './landingContent';
import { RevealOnScroll } from './RevealOnScroll';
import {
  Card,
  CardText,
  CardTitle,
  Container,
  Eyebrow,
  IconTile,
  Section,
  SectionHeader,
  SectionLead,
  SectionTitle,
} from '../../components/sectionLayout';

export function Services() {
  return (
    <Section id="services" $tone="alt" aria-labelledby="services-title">
      <RevealOnScroll>
        <Container>
          <SectionHeader>
            <Eyebrow>What we do</Eyebrow>
            <SectionTitle id="services-title">AI marketing services built to grow revenue</SectionTitle>
            <SectionLead>
              Six services, one goal: more customers for less. Pick the one you need most or let us run the whole
              engine, from the first ad a stranger sees to the call where they sign.
            </SectionLead>
          </SectionHeader>
          <Grid>
            {SERVICES.map((service) => (
              <ServiceCard key={service.title} data-testid="service-card">
                <IconTile>
                  <Icon name={service.icon} />
                </IconTile>
                <CardTitle>{service.title}</CardTitle>
                <CardText>{service.description}</CardText>
                <CardFooter>
                  <BookingLink variant="text">
                    Book a call<VisuallyHidden> about {service.title}</VisuallyHidden>
                    <Icon name="arrow-right" size={16} />
                  </BookingLink>
                </CardFooter>
              </ServiceCard>
            ))}
          </Grid>
        </Container>
      </RevealOnScroll>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;

  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const ServiceCard = styled(Card)`
  transition:
    transform 200ms ease,
    box-shadow 200ms ease,
    border-color 200ms ease;

  &:hover {
    transform: translateY(-4px);
    border-color: ${({ theme }) => theme.color.accentSoft};
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

const CardFooter = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]}px;
`;
