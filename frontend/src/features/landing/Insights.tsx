import styled from 'styled-components';
import { media } from '../../theme/theme';
import { BookingLink } from '../../components/BookingLink';
import { Icon } from '../../components/Icon';
import { ACTION_ITEMS, TRENDS } from './landingContent';
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

/** The floating menu calls this section "future-insights", the page calls it "insights": both anchors work. */
export function Insights() {
  return (
    <Section id="insights" aria-labelledby="insights-title">
      <FutureInsightsAnchor id="future-insights">
        <Container>
          <RevealOnScroll>
            <SectionHeader>
              <Eyebrow>Future insights</Eyebrow>
              <SectionTitle id="insights-title">Where AI marketing is heading next</SectionTitle>
              <SectionLead>
                Four shifts that will separate the brands that grow from the ones that stall over the next two years,
                and what to do about them today.
              </SectionLead>
            </SectionHeader>
            <Trends>
              {TRENDS.map((trend, index) => (
                <Card key={trend.title} data-testid="trend-card">
                  <TrendTop>
                    <IconTile>
                      <Icon name={trend.icon} />
                    </IconTile>
                    <TrendIndex>Trend {String(index + 1).padStart(2, '0')}</TrendIndex>
                  </TrendTop>
                  <CardTitle>{trend.title}</CardTitle>
                  <CardText>{trend.description}</CardText>
                </Card>
              ))}
            </Trends>
          </RevealOnScroll>

          <RevealOnScroll>
            <ActionPanel>
              <ActionIntro>
                <ActionTitle id="take-action-title">Take Action Now!</ActionTitle>
                <ActionLead>
                  The gap between early adopters and everyone else widens every quarter. Three steps to get ahead this
                  month:
                </ActionLead>
                <BookingLink variant="primary" size="lg">
                  Book a call
                  <Icon name="arrow-right" size={18} />
                </BookingLink>
              </ActionIntro>
              <Actions>
                {ACTION_ITEMS.map((item, index) => (
                  <ActionItem key={item.title} data-testid="action-item">
                    <ActionNumber aria-hidden="true">{index + 1}</ActionNumber>
                    <div>
                      <ActionItemTitle>{item.title}</ActionItemTitle>
                      <ActionItemText>{item.description}</ActionItemText>
                    </div>
                  </ActionItem>
                ))}
              </Actions>
            </ActionPanel>
          </RevealOnScroll>
        </Container>
      </FutureInsightsAnchor>
    </Section>
  );
}

const FutureInsightsAnchor = styled.div`
  scroll-margin-top: 80px;
`;

const Trends = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const TrendTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const TrendIndex = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const ActionPanel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 0.9fr) minmax(0, 1.1fr);
  gap: ${({ theme }) => theme.space[8]}px;
  margin-top: ${({ theme }) => theme.space[8]}px;
  padding: ${({ theme }) => theme.space[8]}px;
  border-radius: ${({ theme }) => theme.radius.xl};
  background:
    radial-gradient(60% 80% at 0% 0%, ${({ theme }) => theme.color.accentGlow} 0%, transparent 70%),
    ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};

  & :focus-visible {
    outline-color: ${({ theme }) => theme.color.accentOnDark};
  }

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]}px;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[5]}px;
  }
`;

const ActionIntro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;

  ${media.mobile} {
    & > a {
      width: 100%;
    }
  }
`;

const ActionTitle = styled.h3`
  font-size: clamp(${({ theme }) => theme.fontSize['3xl']}, 1.4rem + 1.6vw, ${({ theme }) => theme.fontSize['4xl']});
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.025em;
  color: ${({ theme }) => theme.color.onDark};
`;

const ActionLead = styled.p`
  color: ${({ theme }) => theme.color.onDarkMuted};
`;

const Actions = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ActionItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.fillOnDark};
`;

const ActionNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentOnDark};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  color: ${({ theme }) => theme.color.dark};
`;

const ActionItemTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.onDark};
`;

const ActionItemText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.onDarkMuted};
`;
