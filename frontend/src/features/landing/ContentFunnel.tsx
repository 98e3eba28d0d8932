import styled, { css } from 'styled-components';
import { media } from '../../theme/theme';
import { Icon } from '../../components/Icon';
import { CONTENT_CREATION_STEPS, CONVERSION_STEPS, FUNNEL_STAGES } from './landingContent';
import type { ProcessStep, Temperature } from './landingTypes';
import { RevealOnScroll } from './RevealOnScroll';
import { Container, Eyebrow, Section, SectionHeader, SectionLead, SectionTitle } from '../../components/sectionLayout';

const TEMPERATURE_LABEL: Record<Temperature, string> = {
  cold: 'Cold audience',
  warm: 'Warm audience',
  hot: 'Hot audience',
};

export function ContentFunnel() {
  return (
    <Section id="content-funnel" $tone="alt" aria-labelledby="content-funnel-title">
      <Container>
        <RevealOnScroll>
          <SectionHeader>
            <Eyebrow>Content funnel</Eyebrow>
            <SectionTitle id="content-funnel-title">The 90-day content funnel</SectionTitle>
            <SectionLead>
              Buyers don’t go from stranger to customer in one ad. We meet your audience at its temperature, cold, warm
              or hot, and move it toward a purchase with content built for each stage.
            </SectionLead>
          </SectionHeader>

          <Stages>
            {FUNNEL_STAGES.map((stage, index) => (
              <StageCard key={stage.temperature} $temperature={stage.temperature} data-testid="funnel-stage">
                <StageTop>
                  <TemperatureTag $temperature={stage.temperature}>
                    <Icon name={stage.icon} size={16} />
                    {TEMPERATURE_LABEL[stage.temperature]}
                  </TemperatureTag>
                  <Days>{stage.days}</Days>
                </StageTop>
                <StageTitle>
                  <StageNumber aria-hidden="true">{String(index + 1).padStart(2, '0')}</StageNumber>
                  {stage.stage}
                </StageTitle>
                <StageGoal>{stage.goal}</StageGoal>
                <StageList>
                  {stage.content.map((item) => (
                    <li key={item}>
                      <Icon name="check" size={16} />
                      {item}
                    </li>
                  ))}
                </StageList>
                <StageMetrics>
                  <strong>We measure:</strong> {stage.metrics}
                </StageMetrics>
              </StageCard>
            ))}
          </Stages>
        </RevealOnScroll>

        <RevealOnScroll>
          <Processes>
            <ProcessPanel title="Content creation process" icon="sparkles" steps={CONTENT_CREATION_STEPS} />
            <ProcessPanel title="Conversion process" icon="target" steps={CONVERSION_STEPS} />
          </Processes>
        </RevealOnScroll>
      </Container>
    </Section>
  );
}

type ProcessPanelProps = { title: string; icon: 'sparkles' | 'target'; steps: readonly ProcessStep[] };

function ProcessPanel({ title, icon, steps }: ProcessPanelProps) {
  return (
    <Panel>
      <PanelTitle>
        <Icon name={icon} size={22} />
        {title}
      </PanelTitle>
      <Steps>
        {steps.map((step, index) => (
          <Step key={step.title}>
            <StepNumber aria-hidden="true">{index + 1}</StepNumber>
            <div>
              <StepTitle>{step.title}</StepTitle>
              <StepText>{step.description}</StepText>
            </div>
          </Step>
        ))}
      </Steps>
    </Panel>
  );
}

type TemperatureProps = { $temperature: Temperature };

// One accent colour, three strengths: the funnel "heats up" from pale to full accent.
const temperatureTag = {
  cold: css`
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.inkSoft};
    border-color: ${({ theme }) => theme.color.border};
  `,
  warm: css`
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentHover};
    border-color: ${({ theme }) => theme.color.accentSoft};
  `,
  hot: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.surface};
    border-color: ${({ theme }) => theme.color.accent};
  `,
} as const;

const Stages = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    max-width: 640px;
    margin: 0 auto;
  }
`;

const StageCard = styled.article<TemperatureProps>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 4px solid
    ${({ theme, $temperature }) =>
      $temperature === 'hot'
        ? theme.color.accent
        : $temperature === 'warm'
          ? theme.color.accentOnDark
          : theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const StageTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const TemperatureTag = styled.p<TemperatureProps>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1] + 2}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;

  ${({ $temperature }) => temperatureTag[$temperature]}
`;

const Days = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.muted};
`;

const StageTitle = styled.h3`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
`;

const StageNumber = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.color.accent};
`;

const StageGoal = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const StageList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
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
    margin-top: 4px;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const StageMetrics = styled.p`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};

  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Processes = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;
  margin-top: ${({ theme }) => theme.space[8]}px;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[7]}px;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[5]}px;
  }
`;

const PanelTitle = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.onDark};

  svg {
    color: ${({ theme }) => theme.color.accentOnDark};
  }
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;

  /* a thin rail joins the numbers, so the list reads as a sequence */
  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: 40px;
    bottom: -${({ theme }) => theme.space[5] - 4}px;
    left: 17px;
    width: 2px;
    background: ${({ theme }) => theme.color.accentOnDarkLine};
  }
`;

const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.surface};
`;

const StepTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.onDark};
`;

const StepText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.onDarkMuted};
`;
