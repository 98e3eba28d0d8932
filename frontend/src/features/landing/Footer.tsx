import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { media } from '../../theme/theme';
import { BRAND_NAME, Logo } from '../logo';
import { BookingLink } from '../../components/BookingLink';
import { openCookieSettings, useCookieSettingsOffered } from '../consent';
import { Icon } from '../../components/Icon';
import { FOOTER_COMPANY_LINKS, FOOTER_LEGAL_LINKS } from './landingContent';
import type { FooterLink } from './landingTypes';
import { Container } from '../../components/sectionLayout';
import { useCurrentYear } from '../../hooks/useCurrentYear';

export function Footer() {
  const year = useCurrentYear();
  return (
    <FooterBand>
      <Container>
        <Top>
          <Brand>
            <Logo variant="white" size="md" />
            <Blurb>
              {BRAND_NAME} helps ambitious brands grow with custom AI agents, intelligent media buying and
              psychology-based funnels, backed by more than $200 million in managed ad spend.
            </Blurb>
          </Brand>
          <LinkColumn title="Company" links={FOOTER_COMPANY_LINKS} />
          <LinkColumn title="Legal" links={FOOTER_LEGAL_LINKS}>
            <CookieSettingsItem />
          </LinkColumn>
          <Cta>
            <ColumnTitle>Ready to grow?</ColumnTitle>
            <CtaText>Get a free 30-minute strategy call with a senior specialist.</CtaText>
            <BookingLink variant="primary" size="md">
              <Icon name="calendar" size={18} />
              Book a Call
            </BookingLink>
          </Cta>
        </Top>
        <Bottom>
          <p>
            © {year} {BRAND_NAME}. All rights reserved.
          </p>
          <p>AI marketing for businesses and agencies worldwide.</p>
        </Bottom>
      </Container>
    </FooterBand>
  );
}

type LinkColumnProps = { title: string; links: readonly FooterLink[]; children?: ReactNode };

function LinkColumn({ title, links, children }: LinkColumnProps) {
  return (
    <nav aria-label={`Footer ${title.toLowerCase()}`}>
      <ColumnTitle>{title}</ColumnTitle>
      <Links>
        {links.map((link) => (
          <li key={link.href}>
            {link.routed ? (
              <FooterRouterLink to={link.href}>{link.name}</FooterRouterLink>
            ) : (
              <FooterAnchor href={link.href}>{link.name}</FooterAnchor>
            )}
          </li>
        ))}
        {children}
      </Links>
    </nav>
  );
}

/** "Cookie settings": reopens the consent banner; absent when the site asks for no consent. */
function CookieSettingsItem() {
  const offered = useCookieSettingsOffered();
  if (!offered) return null;
  return (
    <li>
      <FooterButton type="button" onClick={(event) => openCookieSettings(event.currentTarget)}>
        Cookie settings
      </FooterButton>
    </li>
  );
}

const FooterBand = styled.footer`
  /* the page's last block: room at the bottom for the chat button (ChatWidget) */
  padding: ${({ theme }) => theme.space[9]}px 0 max(${({ theme }) => theme.space[6]}px, var(--chat-launcher-room, 0px));
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDarkMuted};
  /* The page's end, far below the first screen: skipped until it comes near, like the sections
     (sectionLayout). Nothing is positioned after it, so its estimated height moves no anchor. */
  content-visibility: auto;
  contain-intrinsic-size: auto 520px;

  & :focus-visible {
    outline-color: ${({ theme }) => theme.color.accentOnDark};
  }

  @media (max-width: 1023px) {
    contain-intrinsic-size: auto 870px;
  }

  ${media.mobile} {
    padding-top: ${({ theme }) => theme.space[8]}px;
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) repeat(2, minmax(0, 0.8fr)) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space[7]}px;

  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    gap: ${({ theme }) => theme.space[6]}px;
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;

  @media (max-width: 1023px) {
    grid-column: 1 / -1;
  }
`;

const Blurb = styled.p`
  max-width: 380px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.onDark};
`;

const Links = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const footerLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onDarkMuted};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.onDark};
    text-decoration: underline;
  }
`;

const FooterAnchor = styled.a`
  ${footerLinkStyles}
`;

const FooterRouterLink = styled(Link)`
  ${footerLinkStyles}
`;

const FooterButton = styled.button`
  ${footerLinkStyles}
  padding: 0;
  border: 0;
  background: none;
  text-align: left;
`;

const Cta = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;

  @media (max-width: 1023px) {
    grid-column: 1 / -1;
  }
`;

const CtaText = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  margin-top: ${({ theme }) => theme.space[8]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
