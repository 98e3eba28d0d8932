import { Link } from 'react-router';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 32px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.color.accent};
  }

  svg {
    width: 16px;
    height: 16px;
  }
`;

export function BackToLeadsLink() {
  return (
    <Back to="/leads">
      <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M12 5 7 10l5 5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      Back to leads
    </Back>
  );
}
