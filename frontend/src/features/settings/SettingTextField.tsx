import { useId, useState, type KeyboardEvent } from 'react';
import { useAutosave, type AutosaveStatus } from '../../hooks/useAutosave';
import styled from 'styled-components';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';

export type SettingTextFieldProps = {
  label: string;
  /** the saved value; the field starts from it */
  value: string | null;
  disabled: boolean;
  placeholder?: string;
  hint?: string;
  /** an error for the draft, or null when it may be saved */
  validate?: (draft: string) => string | null;
  /** saves the trimmed draft; resolves false when the save failed */
  onSave: (value: string) => Promise<boolean>;
};

const Row = styled.div`
  position: relative;
`;

const SaveState = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[3]}px;
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const STATUS_TEXT: Record<AutosaveStatus, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved',
};

/**
 * A text setting that saves itself once typing pauses (600 ms), and at once on blur or Enter; only
 * when it changed and passes `validate`. Escape puts the saved value back.
 */
export function SettingTextField({
  label,
  value,
  disabled,
  placeholder,
  hint,
  validate,
  onSave,
}: SettingTextFieldProps) {
  const id = useId();
  const saved = value ?? '';
  const [draft, setDraft] = useState(saved);
  const { status, error, flush, submit, clearError } = useAutosave({ draft, saved, validate, save: onSave });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      setDraft(saved);
      clearError();
    }
  };

  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <Row>
          <TextInput
            {...control}
            value={draft}
            placeholder={placeholder}
            disabled={disabled}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => {
              setDraft(event.target.value);
              if (error) clearError();
            }}
            onBlur={flush}
            onKeyDown={onKeyDown}
          />
          <SaveState aria-live="polite">{STATUS_TEXT[status]}</SaveState>
        </Row>
      )}
    </FormField>
  );
}
