import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useLeadsQuery } from '../../graphql/generated/graphql';
import { TextInput } from '../../components/FormControls';
import { leadTotalText } from '../../components/leadTotal';
import { formatCreated } from '../../components/relativeTime';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../hooks/useDebouncedValue';
import { AdminLayout, AdminPageHeader } from '../admin';
import { leadFieldText, NOT_SPECIFIED } from './leadFieldText';

/** How many leads the picker lists. */
const PICKER_SIZE = 10;

const Panel = styled.section`
  max-width: 760px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  overflow: hidden;
`;

const SearchRow = styled.div`
  padding: ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: inherit;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-transform: uppercase;
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;

  /* long names and companies wrap: the whole name is what picks the lead */
  strong {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  span {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Arrow = styled.span`
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const Message = styled.p`
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
`;

const Footer = styled.p`
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** /leads/lifecycle without an id: pick one of the newest leads (or search) to open its lifecycle. */
export function LifecycleIndexPage() {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The operation's own page size, as on the lead list: both pages share one cached list per filter.
  const { data, loading, error } = useLeadsQuery({
    variables: { filter: debounced ? { search: debounced } : {}, sort: 'NEWEST_FIRST' },
  });
  const leads = data?.leads.nodes.slice(0, PICKER_SIZE);

  let content;
  if (leads && leads.length > 0) {
    content = (
      <List>
        {leads.map((lead) => {
          const created = formatCreated(lead.createdAt);
          const type = leadFieldText.businessType(lead.businessType);
          const details = [lead.company, type === NOT_SPECIFIED ? null : type, created.valid ? created.relative : null]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={lead.id}>
              <Row to={`/leads/lifecycle/${lead.id}`}>
                <Initial aria-hidden="true">{lead.name.slice(0, 1)}</Initial>
                <Text>
                  <strong>{lead.name}</strong>
                  <span>{details || lead.email}</span>
                </Text>
                <Arrow aria-hidden="true">→</Arrow>
              </Row>
            </li>
          );
        })}
      </List>
    );
  } else if (loading) {
    content = (
      <Message role="status">
        <Spinner size="sm" label="Loading leads..." />
      </Message>
    );
  } else if (error) {
    content = <Message role="alert">Error loading leads. Please try again.</Message>;
  } else {
    content = (
      <Message>
        {debounced
          ? 'No leads match this search.'
          : 'No leads yet. They appear here as soon as the contact form is used.'}
      </Message>
    );
  }

  return (
    <AdminLayout title="Lead lifecycle">
      <AdminPageHeader
        title="Lead lifecycle"
        description="Choose a lead to follow its journey through the seven milestones, from first capture to client onboarding."
        actions={
          <Button to="/leads" variant="secondary">
            All leads
          </Button>
        }
      />
      <Panel aria-labelledby={`${id}-title`}>
        <VisuallyHidden as="h2" id={`${id}-title`}>
          Newest leads
        </VisuallyHidden>
        <SearchRow>
          <VisuallyHidden as="label" htmlFor={`${id}-search`}>
            Search leads
          </VisuallyHidden>
          <TextInput
            id={`${id}-search`}
            type="search"
            placeholder="Search by name, email or company"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </SearchRow>
        <div aria-live="polite" aria-busy={loading}>
          {content}
        </div>
        {data && data.leads.totalCount > PICKER_SIZE && (
          <Footer>
            Showing the {PICKER_SIZE} newest of {leadTotalText(data.leads.totalCount, data.leads.totalCountIsEstimate)}{' '}
            {debounced ? 'matching leads' : 'leads'}. <Link to="/leads">See them all in the lead list</Link>.
          </Footer>
        )}
      </Panel>
    </AdminLayout>
  );
}
