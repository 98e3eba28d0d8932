import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 560px;
  margin: ${({ theme }) => theme.space[7]}px auto 0;
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSize['2xl']};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }

  p {
    max-width: 46ch;
    color: ${({ theme }) => theme.color.muted};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[5]}px;
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accent};

  svg {
    width: 26px;
    height: 26px;
  }
`;

type NoticeCardProps = {
  /** the 24×24 line drawing in the round badge (stroke="currentColor") */
  icon: ReactNode;
  /** the heading, then the text and any way out */
  children: ReactNode;
  role?: 'status';
};

/** A centred card in place of a page's content: a badge, a heading and why (a lead not found, a closed page). */
export function NoticeCard({ icon, children, role }: NoticeCardProps) {
  return (
    <Box role={role}>
      <Icon aria-hidden="true">{icon}</Icon>
      {children}
    </Box>
  );
}
