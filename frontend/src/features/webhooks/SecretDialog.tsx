import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { BreakableText } from '../../components/BreakableText';
import { Button } from '../../components/Button';
import { DialogActions, ModalDialog } from '../../components/ModalDialog';
import { FieldLabel, TextInput } from '../../components/FormControls';

export type SecretDialogProps = {
  title: string;
  /** the endpoint the secret signs for */
  url: string;
  /** whsec_...: shown here once, never stored in the browser */
  secret: string;
  onClose: () => void;
};

const Url = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

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

const Secret = styled(TextInput)`
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
 * The signing secret, shown this once after an endpoint is added or its secret rotated: a Copy
 * button (focused on opening) and the warning that it will not be shown again.
 */
export function SecretDialog({ title, url, secret, onClose }: SecretDialogProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'manual'>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopyState('copied');
    } catch {
      // no clipboard access (an insecure origin, a refusal): select it for a manual copy
      input.current?.select();
      setCopyState('manual');
    }
  };

  return (
    <ModalDialog
      title={title}
      description={
        <>
          Receivers at{' '}
          <Url>
            <BreakableText text={url} kind="url" />
          </Url>{' '}
          check each delivery&apos;s signature with this secret.
        </>
      }
      initialFocus="[data-copy]"
      onEscape={onClose}
      size="md"
    >
      <Field>
        <FieldLabel htmlFor={id}>Signing secret</FieldLabel>
        <Row>
          <Secret
            ref={input}
            id={id}
            readOnly
            value={secret}
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
              ? 'The clipboard is not available: the secret is selected, copy it with Ctrl+C (⌘C on a Mac).'
              : ''}
        </CopyState>
      </Field>
      <Warning>
        <strong>This secret will not be shown again.</strong> Store it in the receiver now; if it is lost, rotate the
        secret to get a new one.
      </Warning>
      <DialogActions>
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
