import { Link } from 'react-router';
import styled from 'styled-components';
import { DataTable, TableScroller } from '../../components/dataTable';
import { stackedCards, stackedCardsScroller } from '../../components/stackedTable';
import { media, theme } from '../../theme/theme';
import type { LeadRowFieldsFragment } from '../../graphql/generated/graphql';
import { formatCreated } from '../../components/relativeTime';
import { ReplyBadge } from '../../components/ReplyBadge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { StatusBadge } from '../../components/StatusBadge';
import { LeadRowActions } from './LeadRowActions';
import {
  businessTypeLabel,
  companySizeLabel,
  displayOrNotAvailable,
  NOT_AVAILABLE,
  timelineLabel,
} from './leadDisplay';

export type LeadsTableProps = {
  leads: readonly LeadRowFieldsFragment[];
  /** the moment "x ago" and the reply countdown are measured from; by default the minute clock */
  now?: Date;
  /** true while newer results for changed filters are on their way */
  stale?: boolean;
  /**
   * an admin's data-rights actions (Export data, Erase lead), in a menu beside each lifecycle
   * link; left out for an analyst, who sees no menu
   */
  dataRights?: { onExportData: (lead: LeadRowFieldsFragment) => void; onErase: (lead: LeadRowFieldsFragment) => void };
};

/*
 * Nine columns need a desktop's width: below it (CARDS) every row becomes a card, each cell
 * labelled by its column name; two cards a row on tablets. The table keeps its semantics either way.
 */
const CARDS = `@media (max-width: ${theme.breakpoint.desktop - 1}px)`;

const Scroller = styled(TableScroller)`
  ${stackedCardsScroller(CARDS)}
`;

const Table = styled(DataTable)<{ $stale: boolean }>`
  opacity: ${({ $stale }) => ($stale ? 0.55 : 1)};
  transition: opacity 0.2s ease;

  th,
  td {
    vertical-align: top;
  }

  /*
   * what visitors typed may hold a long unbroken word: it wraps inside its column, so the table
   * keeps fitting a laptop's width whatever the names (a long name may break inside a word)
   */
  .cell-name,
  .cell-company {
    min-width: 7rem;
    overflow-wrap: anywhere;
  }

  thead th {
    position: sticky;
    top: 0;
    padding-top: ${({ theme }) => theme.space[3]}px;
    padding-bottom: ${({ theme }) => theme.space[3]}px;
  }

  tbody tr:hover td {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }

  /* room for an ordinary address on one line (a longer one wraps); two-word headings may take two
     lines, so nine columns fit a laptop's width */
  ${media.desktop} {
    .cell-contact {
      min-width: 13rem;
    }

    /* the longest badge ("Replied late, in 123 h") takes two lines rather than the actions' room */
    .cell-reply {
      min-width: 6.5rem;
    }

    .cell-reply > span {
      white-space: normal;
      border-radius: ${({ theme }) => theme.radius.md};
    }

    thead th {
      white-space: normal;
    }
  }

  ${stackedCards(CARDS)}

  ${CARDS} {
    .cell-name,
    .cell-contact {
      grid-column: 1 / -1;
    }

    .cell-name {
      font-size: ${({ theme }) => theme.fontSize.md};
    }
  }
`;

const Name = styled.span`
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/** How many times the person sent the form, when more than once. */
const SentCount = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  a {
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

/** The name with its markers under it, each as wide as its text. */
const NameStack = styled(Stack)`
  align-items: flex-start;

  /* a marker wraps in a narrow name column rather than widening the table */
  ${StatusBadge} {
    white-space: normal;
  }
`;

/* a long address wraps rather than losing its end */
const Email = styled.a`
  display: block;
  max-width: 15rem;
  overflow-wrap: anywhere;

  ${CARDS} {
    max-width: none;
  }
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

const PhoneLink = styled.a`
  color: ${({ theme }) => theme.color.muted};
  white-space: nowrap;
`;

const Badge = styled.span`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/* in the table the menu button goes under the lifecycle link, so the column stays as narrow as before */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  min-height: 32px;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
`;

function OrNotAvailable({ value }: { value: string }) {
  return value === NOT_AVAILABLE ? <Muted>{NOT_AVAILABLE}</Muted> : <>{value}</>;
}

/** "Short-term (1-2 months)" reads as the phase with its span beneath. */
function TimelineCell({ value }: { value: string }) {
  if (value === NOT_AVAILABLE) return <Muted>{NOT_AVAILABLE}</Muted>;
  const match = /^(.*?) \((.*)\)$/.exec(value);
  if (!match) return <>{value}</>;
  return (
    <Stack>
      <NoWrap>{match[1]}</NoWrap>
      <Secondary>
        <NoWrap>{match[2]}</NoWrap>
      </Secondary>
    </Stack>
  );
}

/** An address that wraps after its @ before anywhere else, so a long one reads as user and domain. */
function BreakableEmail({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return address;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

function CreatedCell({ value, now }: { value: unknown; now: Date | undefined }) {
  const created = formatCreated(value, now);
  if (!created.valid) return <Muted>{created.text}</Muted>;
  return (
    <Stack>
      <NoWrap as="time" dateTime={created.iso}>
        {created.date}
      </NoWrap>
      <Secondary>{created.relative}</Secondary>
    </Stack>
  );
}

/** The leads as a table on wide screens and as a stack of cards on a phone. */
export function LeadsTable({ leads, now, stale = false, dataRights }: LeadsTableProps) {
  return (
    <Scroller role="region" aria-label="Leads" tabIndex={0}>
      <Table $stale={stale} aria-busy={stale || undefined}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Contact</th>
            <th scope="col">Company</th>
            <th scope="col">Business Type</th>
            <th scope="col">Company Size</th>
            <th scope="col">Timeline</th>
            <th scope="col">Created</th>
            <th scope="col">Reply</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const businessType = businessTypeLabel(lead.businessType);
            return (
              <tr key={lead.id}>
                <th scope="row" className="cell-name">
                  <NameStack>
                    <Name>{displayOrNotAvailable(lead.name)}</Name>
                    {lead.submissionCount > 1 && (
                      <SentCount title={`Sent the form ${lead.submissionCount} times`}>
                        <span aria-hidden="true">×{lead.submissionCount}</span>
                        <VisuallyHidden>, sent the form {lead.submissionCount} times</VisuallyHidden>
                      </SentCount>
                    )}
                    {/* its text is what a screen reader says; the lead's page lists the duplicates */}
                    {lead.hasPossibleDuplicates && <StatusBadge $tone="warning">Possible duplicate</StatusBadge>}
                  </NameStack>
                </th>
                <td data-label="Contact" className="cell-contact">
                  <Stack>
                    {lead.email ? (
                      <Email href={`mailto:${lead.email}`} title={lead.email} aria-label={lead.email}>
                        <BreakableEmail address={lead.email} />
                      </Email>
                    ) : (
                      <Muted>{NOT_AVAILABLE}</Muted>
                    )}
                    {lead.phone ? (
                      <PhoneLink href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</PhoneLink>
                    ) : (
                      <Muted>{NOT_AVAILABLE}</Muted>
                    )}
                  </Stack>
                </td>
                <td data-label="Company" className="cell-company">
                  <OrNotAvailable value={displayOrNotAvailable(lead.company)} />
                </td>
                <td data-label="Business Type">
                  {businessType === NOT_AVAILABLE ? <Muted>{NOT_AVAILABLE}</Muted> : <Badge>{businessType}</Badge>}
                </td>
                <td data-label="Company Size">
                  <OrNotAvailable value={companySizeLabel(lead.companySize)} />
                </td>
                <td data-label="Timeline">
                  <TimelineCell value={timelineLabel(lead.timeline)} />
                </td>
                <td data-label="Created">
                  <CreatedCell value={lead.createdAt} now={now} />
                </td>
                <td data-label="Reply" className="cell-reply">
                  <ReplyBadge lead={lead} now={now} />
                </td>
                <td className="cell-actions">
                  <Actions>
                    <ActionLink to={`/leads/lifecycle/${lead.id}`} aria-label={`View lifecycle of ${lead.name}`}>
                      Lifecycle
                      <span aria-hidden="true">→</span>
                    </ActionLink>
                    {dataRights && (
                      <LeadRowActions
                        leadName={lead.name}
                        onExportData={() => dataRights.onExportData(lead)}
                        onErase={() => dataRights.onErase(lead)}
                      />
                    )}
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Scroller>
  );
}
