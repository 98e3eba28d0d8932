import { useId } from 'react';
import styled from 'styled-components';
import { FieldError, FieldLabel, TextInput } from '../../components/FormControls';
import { PRESETS, type PeriodChoice, type PresetPeriod } from './period';

export type PeriodPickerProps = {
  choice: PeriodChoice;
  /** the custom range's days, yyyy-mm-dd ('' when not chosen) */
  fromDay: string;
  toDay: string;
  /** why the custom range cannot be shown */
  problem: string | null;
  onPreset: (preset: PresetPeriod) => void;
  onCustom: (fromDay: string, toDay: string) => void;
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: 3px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  @media (max-width: 560px) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    width: 100%;
  }
`;

const Choice = styled.button`
  min-height: 38px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.accent};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.accent};
    outline-offset: 1px;
  }

  @media (max-width: 560px) {
    &:last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Dates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;

  > div {
    flex: 1 1 150px;
  }

  @media (max-width: 560px) {
    width: 100%;
  }
`;

const Problem = styled(FieldError)`
  flex-basis: 100%;
  margin-top: 0;
`;

/** The period the dashboard shows: a preset, or two days of a custom range. */
export function PeriodPicker({ choice, fromDay, toDay, problem, onPreset, onCustom }: PeriodPickerProps) {
  const id = useId();
  return (
    <Bar>
      <Choices role="group" aria-label="Period">
        {PRESETS.map((preset) => (
          <Choice
            key={preset.value}
            type="button"
            aria-pressed={choice === preset.value}
            onClick={() => onPreset(preset.value)}
          >
            {preset.label}
          </Choice>
        ))}
        <Choice type="button" aria-pressed={choice === 'custom'} onClick={() => onCustom(fromDay, toDay)}>
          Custom range
        </Choice>
      </Choices>
      {choice === 'custom' && (
        <Dates role="group" aria-label="Custom range">
          <div>
            <FieldLabel htmlFor={`${id}-from`}>From</FieldLabel>
            <TextInput
              id={`${id}-from`}
              type="date"
              value={fromDay}
              max={toDay || undefined}
              onChange={(event) => onCustom(event.target.value, toDay)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </div>
          <div>
            <FieldLabel htmlFor={`${id}-to`}>To</FieldLabel>
            <TextInput
              id={`${id}-to`}
              type="date"
              value={toDay}
              min={fromDay || undefined}
              onChange={(event) => onCustom(fromDay, event.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
            />
          </div>
        </Dates>
      )}
      {problem && (
        <Problem id={`${id}-problem`} role="alert">
          {problem}
        </Problem>
      )}
    </Bar>
  );
}
