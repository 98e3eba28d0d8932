import { Link } from 'react-router';
import styled from 'styled-components';
import { BackLink } from '../../components/BackLink';

const SPAM_PATH = '/leads/spam';

/** From the spam view back to the lead list. */
export function BackToLeadDataLink() {
  return <BackLink to="/leads">Lead Data</BackLink>;
}

const Pill = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.color.muted};
    color: ${({ theme }) => theme.color.ink};
  }
`;

const Count = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 1.6;
  text-align: center;
`;

/** The way to the spam view from the lead page, with how many submissions are held there. */
export function SpamLink({ count }: { count: number | undefined }) {
  return (
    <Pill to={SPAM_PATH} aria-label={count ? `Spam, ${count} held back` : 'Spam'}>
      Spam
      {count ? <Count aria-hidden="true">{count}</Count> : null}
    </Pill>
  );
}
