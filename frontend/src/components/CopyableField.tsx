import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { FieldLabel, TextInput } from './FormControls';

export type CopyableFieldProps = {
  /** the field's label, e.g. "Signing secret" */
  label: string;
  value: string;
  /** the Copy button's look: primary where copying is the one thing to do (a dialog) */
  variant?: 'primary' | 'secondary';
};

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

const CopyState = styled.p`
  min-height: 1.5em;
  margin-top: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * A value to paste elsewhere (a secret shown once, a webhook address): a read-only field with a
 * Copy button (marked data-copy, for a dialog to focus) and an announcement of what happened.
 */
export function CopyableField({ label, value, variant = 'primary' }: CopyableFieldProps) {
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
    <div>
      <FieldLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </FieldLabel>
      <Row>
        <Value
          ref={input}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        {/* "Copy Calendly webhook URL": a page may hold several of these, each named for its value */}
        {/* described by its value's label: a page may hold several, each "Copy" told apart by what it copies */}
        <Button variant={variant} data-copy="" aria-describedby={`${id}-label`} onClick={() => void copy()}>
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
    </div>
  );
}
