import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { FieldLabel, TextInput } from './FormControls';
import { DialogActions, ModalDialog } from './ModalDialog';

export type ShownOnceDialogProps = {
  title: string;
  /** what the value is for, under the title */
  description: ReactNode;
  /** the field's label, e.g. "Signing secret" */
  label: string;
  /** the value itself (a signing secret, an API token): shown here once, never stored in the browser */
  value: string;
  /** the warning under the field: say that it will not be shown again, and what to do if it is lost */
  warning: ReactNode;
  onClose: () => void;
};

const Field = styled.div`
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    flex-direction: column;
  }
`;

const Value = styled(TextInput)`
  font-family: ${({ theme }) => theme.font.mono};
`;

const Warning = styled.p`
  margin-top: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const CopyState = styled.p`
  min-height: 1.5em;
  margin-top: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * A secret value shown this once (a webhook's signing secret, a new API token): a read-only field
 * with a Copy button (focused on opening), and a warning that it will not be shown again.
 */
export function ShownOnceDialog({ title, description, label, value, warning, onClose }: ShownOnceDialogProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'manual'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopyState('copied');
    } catch {
      // no clipboard access (an insecure origin, a refusal): select it for a manual copy
      input.current?.select();
      setCopyState('manual');
    }
  };

  return (
    <ModalDialog title={title} description={description} initialFocus="[data-copy]" onEscape={onClose} size="md">
      <Field>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <Row>
          <Value
            ref={input}
            id={id}
            readOnly
            value={value}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="primary" data-copy="" onClick={() => void copy()}>
            {copyState === 'copied' ? 'Copied' : 'Copy'}
          </Button>
        </Row>
        <CopyState aria-live="polite">
          {copyState === 'copied'
            ? 'Copied to the clipboard.'
            : copyState === 'manual'
              ? 'The clipboard is not available: the text is selected, copy it with Ctrl+C (⌘C on a Mac).'
              : ''}
        </CopyState>
      </Field>
      <Warning>{warning}</Warning>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
