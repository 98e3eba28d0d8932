import styled from 'styled-components';
import { media } from '../../theme/theme';
import { Icon } from '../../components/Icon';
import { FOUNDER } from './landingContent';
import { Eyebrow } from '../../components/sectionLayout';

/** The founder block; the footer's "About" link lands on it. */
export function FounderProfile() {
  return (
    <Profile id="about" aria-labelledby="founder-name">
      <Portrait aria-hidden="true">
        <PortraitInitials>{FOUNDER.initials}</PortraitInitials>
        <PortraitBadge>
          <Icon name="trending-up" size={18} />
          $200M+ ad spend managed
        </PortraitBadge>
      </Portrait>
      <Body>
        <Eyebrow>Meet the founder</Eyebrow>
        <Name id="founder-name">{FOUNDER.name}</Name>
        <Role>{FOUNDER.role}</Role>
        {FOUNDER.bio.map((paragraph) => (
          <Bio key={paragraph}>{paragraph}</Bio>
        ))}
        <Highlights>
          {FOUNDER.highlights.map((highlight) => (
            <li key={highlight}>
              <Icon name="check-circle" size={18} />
              {highlight}
            </li>
          ))}
        </Highlights>
      </Body>
    </Profile>
  );
}

const Profile = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space[8]}px;
  align-items: center;
  scroll-margin-top: 80px;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[6]}px;
  }
`;

const Portrait = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 1 / 1;
  width: 100%;
  max-width: 420px;
  border-radius: ${({ theme }) => theme.radius.xl};
  background:
    radial-gradient(80% 80% at 20% 10%, ${({ theme }) => theme.color.accentOnDarkGlow} 0%, transparent 60%),
    linear-gradient(160deg, ${({ theme }) => theme.color.accent} 0%, ${({ theme }) => theme.color.dark} 100%);
  box-shadow: ${({ theme }) => theme.shadow.lg};

  @media (max-width: 1023px) {
    max-width: 320px;
  }

  ${media.mobile} {
    max-width: none;
    aspect-ratio: 4 / 3;
  }
`;

const PortraitInitials = styled.span`
  font-size: clamp(3.5rem, 10vw, 7.5rem);
  /* keeps the monogram clear of the badge pinned to the bottom */
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.color.onDark};
`;

const PortraitBadge = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space[5]}px;
  bottom: ${({ theme }) => theme.space[5]}px;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.ink};

  svg {
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
`;

const Role = styled.p`
  margin-top: -${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.color.accent};
`;

const Bio = styled.p`
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.inkSoft};

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Highlights = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.accentSoft};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    color: ${({ theme }) => theme.color.ink};
  }

  svg {
    color: ${({ theme }) => theme.color.accent};
  }
`;
