import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageMeta } from '../../components/PageMeta';
import { usePageHydrated } from '../../hydration/usePageHydrated';
import { media } from '../../theme/theme';
import { BRAND_NAME } from '../logo';
import { useCurrentYear } from '../../hooks/useCurrentYear';
import { LEGAL_CONTACT_EMAIL, LEGAL_LAST_UPDATED } from './legalConstants';
import { LegalHeader } from './LegalHeader';

export type LegalLayoutProps = {
  title: string;
  /** one or two sentences under the title saying what the page covers */
  summary: ReactNode;
  /** the page's meta description (plain text, about 150 characters) */
  description: string;
  children: ReactNode;
};

/** The frame shared by the privacy policy, the terms and the cookie policy. */
export function LegalLayout({ title, summary, description, children }: LegalLayoutProps) {
  usePageHydrated();
  const year = useCurrentYear();
  return (
    <Page>
      <PageMeta title={`${title} | ${BRAND_NAME}`} description={description} />
      <LegalHeader />
      <Main id="legal-content" tabIndex={-1}>
        <Article>
          <Header>
            <Title>{title}</Title>
            <Updated>
              Last updated: <time dateTime={LEGAL_LAST_UPDATED.iso}>{LEGAL_LAST_UPDATED.label}</time>
            </Updated>
            <Summary>{summary}</Summary>
          </Header>
          <Prose>{children}</Prose>
        </Article>
      </Main>
      <Footer>
        <FooterInner>
          <p>
            © {year} {BRAND_NAME}. All rights reserved.
          </p>
          <p>
            Questions about these pages? <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>
          </p>
        </FooterInner>
      </Footer>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surface};
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => `${theme.space[8]}px ${theme.space[5]}px ${theme.space[9]}px`};

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px ${theme.space[8]}px`};
  }
`;

const Article = styled.article`
  max-width: 70ch;
  margin: 0 auto;
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[7]}px;
  padding-bottom: ${({ theme }) => theme.space[6]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h1`
  font-size: clamp(${({ theme }) => theme.fontSize['3xl']}, 1.4rem + 2vw, ${({ theme }) => theme.fontSize['5xl']});
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.025em;
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

/** Long-form typography for the policy text, styled by element so the pages stay plain JSX. */
const Prose = styled.div`
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: 1.7;
  overflow-wrap: break-word;

  section + section {
    margin-top: ${({ theme }) => theme.space[7]}px;
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSize['2xl']};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    letter-spacing: -0.01em;
    scroll-margin-top: 96px;
  }

  h3 {
    margin: ${({ theme }) => `${theme.space[5]}px 0 ${theme.space[2]}px`};
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  p + p,
  p + ul,
  ul + p,
  p + table,
  table + p,
  table + ul {
    margin-top: ${({ theme }) => theme.space[4]}px;
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]}px;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[2]}px;
  }

  strong {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.ink};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
  }

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.snug};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }

  td code {
    white-space: nowrap;
  }

  th {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }

  /* on phones each row becomes a small card: the column name precedes every value */
  ${media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }

    tr {
      display: block;
      padding: ${({ theme }) => `${theme.space[3]}px 0`};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }

    td {
      display: block;
      padding: ${({ theme }) => `${theme.space[1]}px 0`};
      border: 0;
    }

    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.color.ink};
      font-weight: ${({ theme }) => theme.fontWeight.semibold};
    }
  }
`;

const Footer = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const FooterInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[5]}px`};
  /* the page's last block: room at the bottom for the chat button (ChatWidget) */
  padding-bottom: max(${({ theme }) => theme.space[6]}px, var(--chat-launcher-room, 0px));
`;
