import styled from 'styled-components';
import { media } from '../../theme/theme';
import { formatRetention, useRetentionPeriods } from './retentionPeriods';

/**
 * The privacy policy's retention periods, as they are in force (Settings → Data retention). The
 * prerendered page states the defaults and the live figures replace them once read: each sits on
 * one line in a column of fixed width, so the swap moves nothing on the page.
 */
export function RetentionTable() {
  const periods = useRetentionPeriods();
  const rows: [string, string][] = [
    [
      'Applications that have not led to a strategy call, counted from the day you applied',
      formatRetention(periods.leadsWithoutDiscoveryCallDays, 'day'),
    ],
    [
      'Submissions our spam filter held back, counted from the day they arrived',
      formatRetention(periods.spamDays, 'day'),
    ],
    [
      'Chat conversations that did not lead to an application, counted from the last message',
      formatRetention(periods.unlinkedChatDays, 'day'),
    ],
    [
      'Spoken versions of the assistant’s replies, counted from when they were made',
      formatRetention(periods.chatAudioHours, 'hour'),
    ],
    [
      'Our record of what our staff did with information (viewed, exported, changed), counted from each entry',
      formatRetention(periods.auditDays, 'day'),
    ],
  ];
  return (
    <Table aria-labelledby="privacy-retention">
      <thead>
        <tr>
          <th scope="col">Information</th>
          <th scope="col">Deleted after</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([what, period]) => (
          <tr key={what}>
            <td data-label="Information">{what}</td>
            <td data-label="Deleted after">{period}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Table = styled.table`
  /* fixed columns: a figure that changes width when the live one arrives moves nothing */
  table-layout: fixed;

  th:last-child,
  td:last-child {
    width: 10.5rem;
    white-space: nowrap;
  }

  td:last-child {
    color: ${({ theme }) => theme.color.ink};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  ${media.mobile} {
    th:last-child,
    td:last-child {
      width: auto;
    }
  }
`;
