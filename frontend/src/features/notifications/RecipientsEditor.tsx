import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { BreakableText } from '../../components/BreakableText';
import { Button } from '../../components/Button';
import { TextInput } from '../../components/FormControls';
import { FormField } from '../../components/FormField';
import { VisuallyHidden } from '../../components/VisuallyHidden';

/** The server's limit, checked here first so the message comes at once. */
const MAX_RECIPIENTS = 20;

export type RecipientsEditorProps = {
  recipients: readonly string[];
  /** saves the new list; resolves to the reason it failed, or null once saved */
  onSave: (recipients: string[]) => Promise<string | null>;
  /** the signed-in user may not change settings: the list only, without Remove or Add */
  readOnly?: boolean;
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[1]}px ${theme.space[1]}px ${theme.space[4]}px`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};

  span {
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }

  /* a compact Remove leaves the address the width of the row */
  button {
    flex: none;
    padding-inline: ${({ theme }) => theme.space[4]}px;
  }
`;

const Empty = styled.p`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const AddRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    flex-direction: column;
  }
`;

/** A simple shape check; the server has the last word. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function draftError(address: string, recipients: readonly string[]): string | null {
  if (!address) return 'Enter an email address.';
  if (!EMAIL_PATTERN.test(address)) return `${address} is not a valid email address.`;
  if (recipients.includes(address)) return `${address} already gets the notifications.`;
  if (recipients.length >= MAX_RECIPIENTS) return `At most ${MAX_RECIPIENTS} recipients.`;
  return null;
}

/** The addresses that get the notification emails: add one (Enter or the button), or remove one. */
export function RecipientsEditor({ recipients, onSave, readOnly = false }: RecipientsEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'add' | 'remove' | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = draft.trim().toLowerCase();
    const problem = draftError(address, recipients);
    setError(problem);
    if (problem) return;
    setBusy('add');
    const failure = await onSave([...recipients, address]);
    setBusy(null);
    setError(failure);
    if (!failure) setDraft('');
  };

  const remove = async (address: string) => {
    setBusy('remove');
    await onSave(recipients.filter((recipient) => recipient !== address));
    setBusy(null);
  };

  return (
    <>
      {recipients.length > 0 ? (
        <List aria-label="Recipients">
          {recipients.map((address) => (
            <Item key={address}>
              <span>
                <BreakableText text={address} kind="email" />
              </span>
              {!readOnly && (
                <Button variant="ghost" onClick={() => void remove(address)} disabled={busy !== null}>
                  Remove<VisuallyHidden> {address}</VisuallyHidden>
                </Button>
              )}
            </Item>
          ))}
        </List>
      ) : (
        <Empty>
          {readOnly
            ? 'No recipients yet: no notification email is sent.'
            : 'No recipients yet: no notification email is sent until you add one.'}
        </Empty>
      )}
      {!readOnly && (
        <form onSubmit={(event) => void add(event)} noValidate>
          <FormField
            id={id}
            label="Add a recipient"
            error={error}
            hint={`Press Enter to add. Up to ${MAX_RECIPIENTS} addresses.`}
          >
            {(control) => (
              <AddRow>
                <TextInput
                  {...control}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="ops@example.com"
                  value={draft}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    if (error) setError(null);
                  }}
                />
                <Button type="submit" variant="primary" disabled={busy !== null}>
                  {busy === 'add' ? 'Adding…' : 'Add'}
                </Button>
              </AddRow>
            )}
          </FormField>
        </form>
      )}
    </>
  );
}
