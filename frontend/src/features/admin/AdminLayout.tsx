import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_NAME } from '../logo';
import { AdminHeader } from './AdminHeader';

export type AdminLayoutProps = {
  /** the page's name, used for the document title */
  title: string;
  children: ReactNode;
};

const Shell = styled.div`
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]}px;
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &:focus {
    top: ${({ theme }) => theme.space[3]}px;
    color: ${({ theme }) => theme.color.onDark};
  }
`;

const Main = styled.main`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[8]}px;

  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[7]}px;
  }

  /* room at the bottom for the chat button (ChatWidget) */
  && {
    padding-bottom: max(${({ theme }) => theme.space[7]}px, var(--chat-launcher-room, 0px));
  }
`;

/** The frame of every signed-in page: header with navigation and sign-out, then the page. */
export function AdminLayout({ title, children }: AdminLayoutProps) {
  useEffect(() => {
    document.title = `${title} | ${BRAND_NAME} back office`;
  }, [title]);

  return (
    <Shell>
      <SkipLink href="#admin-main">Skip to content</SkipLink>
      <AdminHeader />
      <Main id="admin-main" tabIndex={-1}>
        {children}
      </Main>
    </Shell>
  );
}
