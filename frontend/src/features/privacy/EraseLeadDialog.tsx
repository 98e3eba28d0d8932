import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { DialogForm, DialogFormError } from '../../components/dialogForm';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { DialogActions, ModalDialog } from '../../components/ModalDialog';
import { badUserInputFields, serverErrorMessage } from '../../components/serverErrorMessage';

export type EraseLeadDialogProps = {
  lead: { id: number; name: string; email: string };
  /** erases the lead; rejects with the server's error */
  onErase: (confirmEmail: string) => Promise<void>;
  onClose: () => void;
};

/** The typed address matches the lead's as the server compares them: trimmed, in any case. */
function matchesEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase();
}

const Consequences = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  padding-left: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Email = styled.strong`
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;
`;

const DangerButton = styled(Button)`
  &:not(:disabled) {
    background: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.surface};
  }

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.surface};
    filter: brightness(0.9);
  }
`;

/**
 * "Erase lead": what goes and what stays, and the lead's email to type before the Erase button
 * works (the server checks it again). A server refusal shows in the dialog, which stays open.
 */
export function EraseLeadDialog({ lead, onErase, onClose }: EraseLeadDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const matches = matchesEmail(typed, lead.email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    setFieldError(null);
    setFormError(null);
    try {
      await onErase(typed);
    } catch (error) {
      const reason = badUserInputFields(error)?.confirmEmail;
      if (reason) setFieldError(reason);
      else setFormError(serverErrorMessage(error) ?? 'The lead could not be erased. Please try again.');
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      role="alertdialog"
      title={`Erase ${lead.name}?`}
      description="Everything stored about this lead is deleted for good. This cannot be undone."
      onEscape={busy ? undefined : onClose}
      initialFocus="input"
    >
      <Consequences>
        <li>The lead, its milestones, its chat conversations and their audio are deleted.</li>
        <li>Its orders keep product, amount and date, and lose everything that identifies the buyer.</li>
        <li>Webhooks are told the lead was deleted (its id only); the audit log records that you erased it.</li>
      </Consequences>
      <DialogForm noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id={`${id}-email`}
          label={
            <>
              Type <Email>{lead.email}</Email> to confirm
            </>
          }
          error={fieldError}
          hint="The Erase button works once the address matches (any capitals)."
          keepHint
        >
          {(control) => (
            <TextInput
              {...control}
              name="confirmEmail"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setFieldError(null);
              }}
            />
          )}
        </FormField>
        {formError && <DialogFormError role="alert">{formError}</DialogFormError>}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <DangerButton type="submit" disabled={!matches || busy}>
            {busy ? 'Erasing…' : 'Erase lead'}
          </DangerButton>
        </DialogActions>
      </DialogForm>
    </ModalDialog>
  );
}
