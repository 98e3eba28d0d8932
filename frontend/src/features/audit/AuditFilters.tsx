import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { FieldError, FieldLabel, SelectInput, TextInput } from '../../components/FormControls';
import { actionLabel } from './auditDisplay';

/** The filter as the address keeps it: ids and days as text, '' for "any". */
export type AuditFilterValues = { person: string; action: string; from: string; to: string };

export type AuditFiltersProps = {
  values: AuditFilterValues;
  onChange: (next: Partial<AuditFilterValues>) => void;
  onReset: () => void;
  /** everyone who can appear as the actor, deactivated members too */
  people: readonly { id: number; username: string }[];
  actions: readonly string[];
  /** the date range's problem, shown under the dates */
  dateError: string | null;
};

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  @media (max-width: 1000px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => theme.space[4]}px;
  }
`;

const Dates = styled.div`
  display: contents;
`;

const DateError = styled(FieldError)`
  grid-column: 1 / -1;
  margin-top: 0;
`;

/* an outlined button: beside the fields on a wide screen, as wide as they are under them otherwise */
const Reset = styled.div`
  @media (max-width: 1000px) {
    grid-column: 1 / -1;
  }
`;

/** Who, what and when: each change filters the log at once. */
export function AuditFilters({ values, onChange, onReset, people, actions, dateError }: AuditFiltersProps) {
  const id = useId();
  const active = Object.values(values).some(Boolean);
  return (
    <Bar role="group" aria-label="Filter the audit log">
      <div>
        <FieldLabel htmlFor={`${id}-person`}>Person</FieldLabel>
        <SelectInput
          id={`${id}-person`}
          value={values.person}
          onChange={(event) => onChange({ person: event.target.value })}
        >
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.username}
            </option>
          ))}
        </SelectInput>
      </div>
      <div>
        <FieldLabel htmlFor={`${id}-action`}>Action</FieldLabel>
        <SelectInput
          id={`${id}-action`}
          value={values.action}
          onChange={(event) => onChange({ action: event.target.value })}
        >
          <option value="">Any action</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </SelectInput>
      </div>
      <Dates>
        <div>
          <FieldLabel htmlFor={`${id}-from`}>From</FieldLabel>
          <TextInput
            id={`${id}-from`}
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${id}-dates-error` : undefined}
          />
        </div>
        <div>
          <FieldLabel htmlFor={`${id}-to`}>To</FieldLabel>
          <TextInput
            id={`${id}-to`}
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? `${id}-dates-error` : undefined}
          />
        </div>
      </Dates>
      {active && (
        <Reset>
          <Button variant="secondary" fullWidth onClick={onReset}>
            Clear filters
          </Button>
        </Reset>
      )}
      {dateError && (
        <DateError id={`${id}-dates-error`} role="alert">
          {dateError}
        </DateError>
      )}
    </Bar>
  );
}
