import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useEscapeKey } from '../hooks/useEscapeKey';
import { useFocusTrap } from '../hooks/useFocusTrap';

export type ModalDialogProps = {
  /** alertdialog for a question before an action that cannot be undone */
  role?: 'dialog' | 'alertdialog';
  title: string;
  description: ReactNode;
  /** what Escape does; nothing while it is undefined (an action is running) */
  onEscape?: () => void;
  /** the element focused on opening (default: the first button) */
  initialFocus?: string;
  /** wider for content such as a secret to copy */
  size?: 'sm' | 'md';
  /** the content under the description: fields, then the buttons */
  children: ReactNode;
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

const Box = styled.div<{ $size: 'sm' | 'md' }>`
  width: min(${({ $size }) => ($size === 'md' ? '34rem' : '28rem')}, 100%);
  max-height: calc(100dvh - ${({ theme }) => theme.space[6]}px);
  overflow-y: auto;
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

/** The row of buttons at the foot of a dialog: the safe answer first. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/**
 * A modal dialog over a scrim: focus moves into it (the first button, or `initialFocus`), stays
 * inside while it is open, and goes back to what had it when it closes.
 */
export function ModalDialog({
  role = 'dialog',
  title,
  description,
  onEscape,
  initialFocus = 'button',
  size = 'sm',
  children,
}: ModalDialogProps) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  // the focus moves once, on opening
  const firstFocus = useRef(initialFocus);
  useFocusTrap(box, true);
  useEscapeKey(onEscape !== undefined, () => onEscape?.());
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>(firstFocus.current)?.focus();
    return () => opener?.focus();
  }, []);

  return (
    <Scrim>
      <Box
        ref={box}
        $size={size}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-text`}>{description}</p>
        {children}
      </Box>
    </Scrim>
  );
}
