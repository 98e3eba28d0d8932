import styled from 'styled-components';
import { Logo } from '../logo';

const Panel = styled.aside`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[7]}px;
  padding: ${({ theme }) => theme.space[8]}px;
  background:
    radial-gradient(120% 80% at 100% 0%, ${({ theme }) => theme.color.accentGlow} 0%, transparent 60%),
    ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  overflow: hidden;

  @media (max-width: 900px) {
    padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[5]}px;
    gap: ${({ theme }) => theme.space[6]}px;
  }
`;

const Eyebrow = styled.p`
  color: ${({ theme }) => theme.color.accentOnDark};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.16em;
  text-transform: uppercase;
`;

const Headline = styled.h2`
  margin-top: ${({ theme }) => theme.space[3]}px;
  max-width: 18ch;
  color: ${({ theme }) => theme.color.onDark};
  font-size: ${({ theme }) => theme.fontSize['4xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: -0.02em;

  @media (max-width: 900px) {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[4]}px;
  max-width: 46ch;
  color: ${({ theme }) => theme.color.onDarkMuted};
  font-size: ${({ theme }) => theme.fontSize.lg};

  @media (max-width: 900px) {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;

  div {
    padding-top: ${({ theme }) => theme.space[4]}px;
    border-top: 1px solid ${({ theme }) => theme.color.lineOnDarkStrong};
  }

  dt {
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  dd {
    order: -1;
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.onDark};
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    letter-spacing: -0.02em;
  }

  div {
    display: flex;
    flex-direction: column;
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr 1fr 1fr;
    gap: ${({ theme }) => theme.space[3]}px;

    dd {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }

    dt {
      font-size: ${({ theme }) => theme.fontSize.xs};
    }
  }
`;

const PromiseNote = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.darkSurface};

  svg {
    width: 22px;
    height: 22px;
    color: ${({ theme }) => theme.color.accentOnDark};
  }

  strong {
    display: block;
    color: ${({ theme }) => theme.color.onDark};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  p {
    margin-top: 2px;
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** The agency's promise beside the sign-in form: what every lead in this back office is for. */
export function SignInMarketingPanel() {
  return (
    <Panel aria-label="About Apex AI">
      <Logo variant="white" size="md" />
      <div>
        <Eyebrow>Psychology-based AI marketing</Eyebrow>
        <Headline>Every lead here is a growth story waiting to happen.</Headline>
        <Lead>
          Custom AI agents, intelligent media buying and conversion funnels built on how people really decide. This is
          where we turn applications into clients.
        </Lead>
      </div>
      <Stats>
        <div>
          <dt>managed ad spend</dt>
          <dd>$200M+</dd>
        </div>
        <div>
          <dt>higher ROI for clients</dt>
          <dd>30-50%</dd>
        </div>
        <div>
          <dt>more qualified leads</dt>
          <dd>3x</dd>
        </div>
      </Stats>
      <PromiseNote>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" />
        </svg>
        <div>
          <strong>Our promise: a reply within 48 hours</strong>
          <p>Every application is reviewed, qualified and answered by a strategist, never left waiting in an inbox.</p>
        </div>
      </PromiseNote>
    </Panel>
  );
}
