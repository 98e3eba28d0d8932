import styled from 'styled-components';
import { media } from '../../theme/theme';
import { BookCallBanner } from './BookCallBanner';
import { FounderProfile } from './FounderProfile';
import { Icon } from '../../components/Icon';
import { EXPERTISE_CARDS, WHY_HIRE_US_CHECKLIST } from './landingContent';
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
import { TeamRoles } from './TeamRoles';

export function WhyHireUs() {
  return (
    <Section id="why-hire-us" aria-labelledby="why-hire-us-title">
      <Container>
        <RevealOnScroll>
          <SectionHeader>
            <Eyebrow>Why hire us</Eyebrow>
            <SectionTitle id="why-hire-us-title">
              Senior experts, proven systems and AI that does the heavy lifting
            </SectionTitle>
            <SectionLead>
              Most agencies bolt a chatbot onto the same old retainer. We rebuilt the agency model around AI, then put
              people with decades of results in charge of it.
            </SectionLead>
          </SectionHeader>
          <FounderProfile />
        </RevealOnScroll>

        <Stack>
          <RevealOnScroll>
            <Expertise>
              {EXPERTISE_CARDS.map((card) => (
                <Card key={card.title}>
                  <IconTile>
                    <Icon name={card.icon} />
                  </IconTile>
                  <CardTitle>{card.title}</CardTitle>
                  <CardText>{card.description}</CardText>
                  <Points>
                    {card.points.map((point) => (
                      <li key={point}>
                        <Icon name="check" size={18} />
                        {point}
                      </li>
                    ))}
                  </Points>
                </Card>
              ))}
            </Expertise>
          </RevealOnScroll>

          <RevealOnScroll>
            <TeamRoles />
          </RevealOnScroll>

          <RevealOnScroll>
            <Checklist>
              <ChecklistTitle id="checklist-title">What you get when you work with us</ChecklistTitle>
              <ChecklistItems aria-labelledby="checklist-title">
                {WHY_HIRE_US_CHECKLIST.map((item) => (
                  <li key={item}>
                    <Tick>
                      <Icon name="check" size={16} />
                    </Tick>
                    {item}
                  </li>
                ))}
              </ChecklistItems>
            </Checklist>
          </RevealOnScroll>

          <RevealOnScroll>
            <BookCallBanner />
          </RevealOnScroll>
        </Stack>
      </Container>
    </Section>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[9]}px;
  margin-top: ${({ theme }) => theme.space[9]}px;

  ${media.mobile} {
    gap: ${({ theme }) => theme.space[8]}px;
    margin-top: ${({ theme }) => theme.space[8]}px;
  }
`;

const Expertise = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]}px;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.inkSoft};
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Checklist = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 0.8fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space[7]}px;
  padding: ${({ theme }) => theme.space[7]}px;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[5]}px;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[5]}px;
  }
`;

const ChecklistTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;

  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
`;

const ChecklistItems = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[6]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[3]}px;
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const Tick = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-top: 1px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
`;
