import styled from 'styled-components';
import { Button } from '../../components/Button';

export type AdminOnlyNoticeProps = {
  /** the page's one line for a signed-in user who is not an admin, e.g. "Only admins manage the team" */
  title: string;
  /** what they can do instead */
  text: string;
};

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 560px;
  margin: ${({ theme }) => theme.space[5]}px auto 0;
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  text-align: center;

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

/** In place of an admin-only page for a signed-in analyst: why it is closed, and the way back. */
export function AdminOnlyNotice({ title, text }: AdminOnlyNoticeProps) {
  return (
    <Box role="status">
      <Icon aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="5" y="11" width="14" height="9" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3" />
        </svg>
      </Icon>
      <h2>{title}</h2>
      <p>{text}</p>
      <Button variant="secondary" to="/leads">
        Back to the leads
      </Button>
    </Box>
  );
}
