import styled from 'styled-components';

const LEAD_NOT_FOUND_TITLE = 'Lead not found';
const LEAD_NOT_FOUND_TEXT = "The lead you are looking for doesn't exist or you may not have access to it.";

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

  p {
    color: ${({ theme }) => theme.color.muted};
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

export function LeadNotFound() {
  return (
    <Box>
      <Icon aria-hidden="true">
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5M8.5 11h5" />
        </svg>
      </Icon>
      <h1>{LEAD_NOT_FOUND_TITLE}</h1>
      <p>{LEAD_NOT_FOUND_TEXT}</p>
    </Box>
  );
}
