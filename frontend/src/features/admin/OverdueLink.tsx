import { Link } from 'react-router';
import styled from 'styled-components';
import { useHeaderLeadCounts } from './useHeaderLeadCounts';

/** The lead list filtered to the leads past the 48-hour reply promise. */
const OVERDUE_LEADS_PATH = '/leads?reply_status=overdue';

const Badge = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

/**
 * How many leads are overdue for a reply now, of all leads (the dashboard's figure counts one
 * period's, so the badge says "in all"), linking to them; nothing while none is (or the count is
 * unknown). Fetched again on every back-office page and after each lead change (spec section 9:
 * no polling), so it stays current as the team works.
 */
export function OverdueLink() {
  const overdue = useHeaderLeadCounts('cache-and-network')?.overdue ?? 0;
  if (overdue === 0) return null;
  const label = `${overdue} ${overdue === 1 ? 'lead' : 'leads'} overdue for a reply, in all`;
  return (
    <Badge to={OVERDUE_LEADS_PATH} aria-label={label} title={label}>
      {overdue} overdue in all
    </Badge>
  );
}
