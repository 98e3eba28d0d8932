import styled from 'styled-components';
import { media } from '../../theme/theme';
import { Icon } from '../../components/Icon';
import { BENEFITS } from './landingContent';
import { RevealOnScroll } from './RevealOnScroll';
import {
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

export function Benefits() {
  return (
    <Section id="benefits" aria-labelledby="benefits-title">
      <RevealOnScroll>
        <Container>
          <SectionHeader>
            <Eyebrow>Benefits</Eyebrow>
            <SectionTitle id="benefits-title">Results you can take to the board</SectionTitle>
            <SectionLead>
              These are the numbers our clients typically see once AI takes over the repetitive work and every campaign
              is built around how buyers actually decide.
            </SectionLead>
          </SectionHeader>
          {/* The footer's "Results" link lands here. */}
          <Grid id="results">
            {BENEFITS.map((benefit) => (
              <BenefitCard key={benefit.title} data-testid="benefit-card">
                <CardTop>
                  <IconTile>
                    <Icon name={benefit.icon} />
                  </IconTile>
                  <Metric>{benefit.metric}</Metric>
                </CardTop>
                <CardTitle>{benefit.title}</CardTitle>
                <CardText>{benefit.description}</CardText>
              </BenefitCard>
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
  scroll-margin-top: 80px;

  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const BenefitCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;

  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto 0;
    height: 4px;
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.color.accent},
      ${({ theme }) => theme.color.accentOnDark}
    );
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const CardTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const Metric = styled.p`
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.03em;
  line-height: 1;
  color: ${({ theme }) => theme.color.accent};
  white-space: nowrap;
`;
