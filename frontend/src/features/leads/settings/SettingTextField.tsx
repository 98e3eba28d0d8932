import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, TextInput } from '../../../components/FormControls';

export type SettingTextFieldProps = {
  label: string;
  /** the saved value; the field starts from it (remount with a new `key` when it changes) */
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

const Saving = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[3]}px;
  top: 50%;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

/** A text setting saved on blur or Enter, only when it changed and passes `validate`. */
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
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const commit = async () => {
    const next = draft.trim();
    if (next === saved.trim() || saving) {
      setError(null);
      return;
    }
    const problem = validate?.(next) ?? null;
    setError(problem);
    if (problem) return;
    setSaving(true);
    await onSave(next);
    setSaving(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setDraft(saved);
      setError(null);
    }
  };

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;

  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Row>
        <TextInput
          id={id}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(null);
          }}
          onBlur={() => void commit()}
          onKeyDown={onKeyDown}
        />
        {saving && <Saving aria-live="polite">Saving…</Saving>}
      </Row>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : hint ? (
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      ) : null}
    </div>
  );
}
