import styled from 'styled-components';
import { media } from '../../theme/theme';
import { BookingLink } from '../../components/BookingLink';
import { CtaAnchor } from '../../components/ctaStyles';
import { HeroChatCard } from './HeroChatCard';
import { Icon } from '../../components/Icon';
import { TESTIMONIALS } from './landingContent';
import { Container } from '../../components/sectionLayout';

const HERO_PROOF = [
  { value: '$200M+', label: 'ad spend managed' },
  { value: '70+ yrs', label: 'combined experience' },
  { value: '30–50%', label: 'higher ROI' },
] as const;

export function Hero() {
  return (
    <HeroSection id="hero" aria-labelledby="hero-title">
      <Container>
        <Grid>
          <Copy>
            <Badge>
              <Icon name="sparkles" size={16} />
              Growth marketing, powered by AI
            </Badge>
            <Title id="hero-title">
              AI marketing that turns ad spend into <Highlight>predictable revenue</Highlight>
            </Title>
            <Subtitle>
              We combine custom AI agents, intelligent media buying and psychology-based funnels to cut your acquisition
              costs and scale the campaigns that actually make you money.
            </Subtitle>
            <Buttons>
              <BookingLink size="lg">
                BOOK A CALL NOW
                <Icon name="arrow-right" size={18} />
              </BookingLink>
              <CtaAnchor href="#services" $variant="ghost" $size="lg">
                Our Services
              </CtaAnchor>
            </Buttons>

            <Trust>
              <Avatars aria-hidden="true">
                {TESTIMONIALS.map((testimonial) => (
                  <AvatarInitials key={testimonial.initials}>{testimonial.initials}</AvatarInitials>
                ))}
              </Avatars>
              <div>
                <Stars aria-hidden="true">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <Icon key={star} name="star" size={16} />
                  ))}
                </Stars>
                <TrustLine>Trusted by top businesses worldwide</TrustLine>
              </div>
            </Trust>

            <Proof>
              {HERO_PROOF.map((item) => (
                <ProofItem key={item.label}>
                  <ProofLabel>{item.label}</ProofLabel>
                  <ProofValue>{item.value}</ProofValue>
                </ProofItem>
              ))}
            </Proof>
          </Copy>
          <HeroChatCard />
        </Grid>
      </Container>
    </HeroSection>
  );
}

const HeroSection = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space[9]}px 0 ${({ theme }) => theme.space[10]}px;
  background:
    radial-gradient(60% 70% at 85% 10%, ${({ theme }) => theme.color.accentGlow} 0%, transparent 70%),
    radial-gradient(50% 60% at 0% 100%, ${({ theme }) => theme.color.accentGlowSoft} 0%, transparent 70%),
    ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};

  & :focus-visible {
    outline-color: ${({ theme }) => theme.color.accentOnDark};
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[7]}px 0 ${({ theme }) => theme.space[8]}px;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[8]}px;

  /* side by side only where the card has room for its three figures */
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[8]}px;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[1] + 2}px ${({ theme }) => theme.space[3] + 2}px;
  border: 1px solid ${({ theme }) => theme.color.accentOnDarkLine};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentOnDarkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.accentOnDark};
`;

const Title = styled.h1`
  font-size: clamp(2.25rem, 1.3rem + 4vw, ${({ theme }) => theme.fontSize['6xl']});
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  line-height: 1.08;
  letter-spacing: -0.035em;
  color: ${({ theme }) => theme.color.onDark};
`;

const Highlight = styled.span`
  color: ${({ theme }) => theme.color.accentOnDark};
`;

const Subtitle = styled.p`
  max-width: 580px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.onDarkMuted};

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;

  ${media.mobile} {
    width: 100%;

    & > a {
      flex: 1 1 100%;
    }
  }
`;

const Trust = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

const Avatars = styled.div`
  display: flex;
`;

const AvatarInitials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  margin-left: -10px;

  ${media.mobile} {
    width: 36px;
    height: 36px;
  }

  border: 2px solid ${({ theme }) => theme.color.dark};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.surface};

  &:first-child {
    margin-left: 0;
  }

  &:nth-child(2) {
    background: ${({ theme }) => theme.color.accentHover};
  }

  &:nth-child(3) {
    background: ${({ theme }) => theme.color.darkSurface};
    color: ${({ theme }) => theme.color.accentOnDark};
  }
`;

const Stars = styled.div`
  display: flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.accentOnDark};
`;

const TrustLine = styled.p`
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.onDark};

  /* two short lines on a phone, clear of the chat button's corner at the bottom of the first screen */
  ${media.mobile} {
    max-width: 11rem;
  }
`;

const Proof = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, auto));
  gap: ${({ theme }) => theme.space[6]}px;
  margin: ${({ theme }) => theme.space[4]}px 0 0;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};

  ${media.mobile} {
    gap: ${({ theme }) => theme.space[4]}px;
    width: 100%;
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ProofItem = styled.div`
  display: flex;
  /* the label comes first for screen readers (dt before dd) but the figure leads visually */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 2px;
`;

const ProofValue = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.onDark};
  white-space: nowrap;

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const ProofLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onDarkMuted};
`;
