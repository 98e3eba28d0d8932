import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useEscapeKey } from '../hooks/useEscapeKey';
import { useFocusTrap } from '../hooks/useFocusTrap';
import { Button } from './Button';

export type ConfirmDialogProps = {
  title: string;
  description: string;
  confirmLabel: string;
  /** true while the confirmed action runs: both buttons wait */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.scrim};
`;

const Box = styled.div`
  width: min(28rem, 100%);
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  h2 {
    margin-bottom: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  p {
    color: ${({ theme }) => theme.color.inkSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/**
 * A modal question before an action that cannot be undone. Focus starts on Cancel (the safe
 * answer), stays inside, and Escape cancels.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, true);
  useEscapeKey(!busy, onCancel);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector('button')?.focus(); // Cancel, the first button
    return () => opener?.focus();
  }, []);

  return (
    <Scrim>
      <Box
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{description}</p>
        <Actions>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </Box>
    </Scrim>
  );
}
