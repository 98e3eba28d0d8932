import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { FieldHint, FieldLabel, TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { useUnsavedChangesWarning } from '../../hooks/useUnsavedChangesWarning';

export type AccessTokenFieldProps = {
  /** what the secret is, e.g. "Conversions API access token"; a replacement is "New …" */
  label: string;
  /** where to find it, in the empty field */
  placeholder: string;
  /** under the empty field: what it enables */
  hint: string;
  tokenSet: boolean;
  /** the server's masked form, e.g. ••••••••a1b2; the token itself never reaches the browser */
  masked: string | null;
  disabled: boolean;
  onSave: (token: string) => Promise<boolean>;
  /** offered beside Replace when given: the panel asks first and removes the saved secret */
  onRemove?: () => void;
};

const Masked = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[1]}px 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  code {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.inkSoft};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const InlineButton = styled.button`
  flex: none;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.accentSoft};
  }

  &:disabled {
    color: ${({ theme }) => theme.color.muted};
    cursor: not-allowed;
  }
`;

const EntryRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** Replace swaps the masked token for this field: the focus follows the visitor's click into it. */
const focusWhenShown = (input: HTMLInputElement | null) => input?.focus();

const Actions = styled.div`
  display: flex;
  flex: none;
`;

/**
 * A secret for an integration (the Conversions API token, a scheduling tool's signing key):
 * write-only. Once set it shows masked with a Replace action (and Remove, where the panel offers
 * it); a new one goes into an empty password field and is saved on blur or Enter.
 */
export function AccessTokenField({
  label,
  placeholder,
  hint,
  tokenSet,
  masked,
  disabled,
  onSave,
  onRemove,
}: AccessTokenFieldProps) {
  const id = useId();
  const [replacing, setReplacing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Remove was chosen: once the secret is gone, so is that button, and the focus goes to the empty
  // field rather than back to the page's start
  const [removeChosen, setRemoveChosen] = useState(false);
  const focusEntry = replacing || (removeChosen && !tokenSet);
  // a token is a secret, so it is saved only when the visitor is done (blur, Enter), never half-typed
  useUnsavedChangesWarning(draft.trim() !== '' || saving);

  const commit = async () => {
    const token = draft.trim();
    if (!token || saving) return;
    setSaving(true);
    const ok = await onSave(token);
    setSaving(false);
    if (ok) {
      setDraft('');
      setReplacing(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape' && tokenSet) {
      setDraft('');
      setReplacing(false);
    }
  };

  if (tokenSet && !replacing) {
    return (
      <div>
        <FieldLabel as="p" id={`${id}-label`}>
          {label}
        </FieldLabel>
        <Masked aria-labelledby={`${id}-label`} role="group">
          <code aria-label="Saved value, masked">{masked ?? '••••••••'}</code>
          <Actions>
            <InlineButton type="button" disabled={disabled} onClick={() => setReplacing(true)}>
              Replace
            </InlineButton>
            {onRemove && (
              <InlineButton
                type="button"
                disabled={disabled}
                onClick={() => {
                  setRemoveChosen(true);
                  onRemove();
                }}
              >
                Remove
              </InlineButton>
            )}
          </Actions>
        </Masked>
        <FieldHint>Stored on the server and never shown in full.</FieldHint>
      </div>
    );
  }

  return (
    <FormField
      id={id}
      label={tokenSet ? `New ${label}` : label}
      hint={saving ? 'Saving…' : `${hint} Saved when you leave the field or press Enter.`}
    >
      {(control) => (
        <EntryRow>
          <TextInput
            {...control}
            type="password"
            value={draft}
            disabled={disabled}
            readOnly={saving}
            autoComplete="new-password"
            spellCheck={false}
            placeholder={placeholder}
            ref={focusEntry ? focusWhenShown : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={(event) => {
              // Leaving for Cancel means "never mind", not "save".
              if (event.relatedTarget !== null && event.relatedTarget === cancelRef.current) return;
              void commit();
            }}
            onKeyDown={onKeyDown}
          />
          {replacing && (
            <InlineButton
              ref={cancelRef}
              type="button"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setDraft('');
                setReplacing(false);
              }}
            >
              Cancel
            </InlineButton>
          )}
        </EntryRow>
      )}
    </FormField>
  );
}
