import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { CellNote, DataTable, TableScroller } from '../../components/dataTable';
import { SelectInput } from '../../components/FormControls';
import { PanelHead } from '../../components/PanelHead';
import { StatusBadge } from '../../components/StatusBadge';
import type { ImportFormat, ImportMapping, ImportPreview, ImportPreviewRow } from './leadImportApi';

export type ImportPreviewCardProps = {
  preview: ImportPreview;
  /** the mapping on screen: the server's, or the one being sent */
  mapping: ImportMapping;
  onMappingChange: (header: string, target: string | null) => void;
  /** a new preview is on its way */
  updating: boolean;
};

const FORMAT_LABELS: Record<Exclude<ImportFormat, null>, string> = {
  hubspot: 'HubSpot contacts export',
  twenty: 'Twenty people export',
  own: "This site's export",
};

const DELIMITER_LABELS: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab' };

/** The select's value for "do not import this column" (a select's values are strings). */
const IGNORE = '';

export const NO_EMAIL_TEXT =
  'No column is imported as Email. Every lead needs one: choose the column that holds the email addresses.';

/** The fields the rows show, in the targets' order: those that any of the rows fills. */
function shownFields(preview: ImportPreview): { key: string; label: string }[] {
  const filled = new Set(preview.rows.flatMap((row) => Object.keys(row.lead).filter((key) => row.lead[key])));
  const known = preview.targets.filter((target) => filled.has(target.key));
  const knownKeys = new Set(known.map((target) => target.key));
  const others = [...filled].filter((key) => !knownKeys.has(key)).map((key) => ({ key, label: key }));
  return [...known, ...others];
}

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};

  strong {
    color: ${({ theme }) => theme.color.ink};
  }
`;

const FormatPill = styled.span<{ $known: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $known }) => ($known ? theme.color.accentSoft : theme.color.surfaceAlt)};
  color: ${({ theme, $known }) => ($known ? theme.color.accent : theme.color.inkSoft)};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const SubHeading = styled.h3`
  margin: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &:first-of-type {
    margin-top: 0;
  }
`;

/* one line a column at a width, its header, a sample and the select; stacked on a phone */
const Columns = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  list-style: none;
  overflow: hidden;
`;

const ColumnItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(240px, 360px);
  grid-template-areas: 'name sample target';
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;

  & + & {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  /* a phone: the header and its sample on one line, the select under them */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    grid-template-columns: minmax(0, auto) minmax(0, 1fr);
    grid-template-areas:
      'name sample'
      'target target';
    padding: ${({ theme }) => theme.space[3]}px;
  }
`;

const ColumnName = styled.label`
  grid-area: name;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const Sample = styled.span`
  grid-area: sample;
  overflow: hidden;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Target = styled(SelectInput)`
  grid-area: target;
`;

const NoEmail = styled.p`
  margin-top: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const Rows = styled(TableScroller)<{ $updating: boolean }>`
  opacity: ${({ $updating }) => ($updating ? 0.6 : 1)};
  transition: opacity 0.15s ease;

  td {
    max-width: 40ch;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: top;
  }

  td.problems {
    min-width: 18ch;
    max-width: 36ch;
    white-space: normal;
  }

  tr[data-invalid='true'] td {
    background: ${({ theme }) => theme.color.dangerSoft};
  }
`;

const Problems = styled.ul`
  display: grid;
  gap: 2px;
  margin: ${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.xs};
  list-style: none;
`;

function RowCells({ row, fields }: { row: ImportPreviewRow; fields: { key: string }[] }) {
  const invalid = row.errors.length > 0;
  return (
    <tr data-invalid={invalid}>
      <th scope="row">{row.row}</th>
      <td className="problems">
        {invalid ? (
          <>
            <StatusBadge $tone="danger">Not imported</StatusBadge>
            <Problems>
              {row.errors.map((problem) => (
                <li key={`${problem.column}:${problem.reason}`}>
                  {problem.column}: {problem.reason}
                </li>
              ))}
            </Problems>
          </>
        ) : (
          <StatusBadge $tone="success">Ready</StatusBadge>
        )}
      </td>
      {fields.map((field) => (
        <td key={field.key} title={row.lead[field.key] ?? undefined}>
          {row.lead[field.key] ?? ''}
        </td>
      ))}
    </tr>
  );
}

/** Step 2: the recognised format, each column's target (editable), and the first rows as they would be stored. */
export function ImportPreviewCard({ preview, mapping, onMappingChange, updating }: ImportPreviewCardProps) {
  const headingId = useId();
  const selectId = useId();
  const fields = shownFields(preview);
  const hasEmail = Object.values(mapping).includes('email');
  const invalidRows = preview.rows.filter((row) => row.errors.length > 0).length;

  return (
    <Card as="section" padding="lg" aria-labelledby={headingId} aria-busy={updating}>
      <PanelHead>
        <h2 id={headingId}>2. Check the columns</h2>
        <p>Each column is stored as the field chosen beside it. Change one and the rows below follow.</p>
      </PanelHead>
      <Meta>
        <span>Detected format:</span>
        <FormatPill $known={preview.format !== null}>
          {preview.format ? FORMAT_LABELS[preview.format] : 'Unrecognised columns'}
        </FormatPill>
        <CellNote as="span">
          {DELIMITER_LABELS[preview.delimiter] ?? preview.delimiter}-separated, {preview.encoding.toUpperCase()}
        </CellNote>
      </Meta>

      <SubHeading>Columns</SubHeading>
      <Columns>
        {preview.columns.map((column, index) => {
          const id = `${selectId}-${index}`;
          const target = mapping[column.header] ?? null;
          return (
            <ColumnItem key={`${column.header}-${index}`}>
              <ColumnName htmlFor={id}>{column.header || `Column ${index + 1}`}</ColumnName>
              <Sample title={column.sample ?? undefined}>{column.sample ?? 'empty in the first rows'}</Sample>
              <Target
                id={id}
                value={target ?? IGNORE}
                onChange={(event) => onMappingChange(column.header, event.target.value || null)}
              >
                <option value={IGNORE}>Don&apos;t import</option>
                {preview.targets.map((option) => (
                  <option key={option.key} value={option.key}>
                    {option.label}
                  </option>
                ))}
              </Target>
            </ColumnItem>
          );
        })}
      </Columns>
      {!hasEmail && <NoEmail role="alert">{NO_EMAIL_TEXT}</NoEmail>}

      {preview.rows.length === 0 ? (
        <CellNote>The first rows show here once a column is imported as Email.</CellNote>
      ) : (
        <>
          <SubHeading>
            First {preview.rows.length} {preview.rows.length === 1 ? 'row' : 'rows'} as they would be stored
          </SubHeading>
          <Meta>
            {invalidRows > 0 ? (
              <span>
                <strong>{invalidRows}</strong> of them {invalidRows === 1 ? 'has' : 'have'} a problem and would be
                reported in the error file, not stored.
              </span>
            ) : (
              <span>No problems in these rows.</span>
            )}
          </Meta>
          <Rows $updating={updating} role="region" aria-label="Rows as they would be stored" tabIndex={0}>
            <DataTable>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Check</th>
                  {fields.map((field) => (
                    <th key={field.key} scope="col">
                      {field.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <RowCells key={row.row} row={row} fields={fields} />
                ))}
              </tbody>
            </DataTable>
          </Rows>
        </>
      )}
    </Card>
  );
}
