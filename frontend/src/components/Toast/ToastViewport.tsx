import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/theme';
import { ToastItem } from './ToastItem';
import { TOAST_HOTKEY, TOAST_REGION_LABEL } from './toastConstants';
import type { ToastRecord } from './toastTypes';

export type ToastViewportProps = {
  toasts: ToastRecord[];
  onDismiss: (id: string) => void;
};

/**
 * The landmark that holds the toasts. F8 moves focus into it from anywhere, so keyboard and
 * screen-reader users can reach a toast before it closes itself.
 */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY && event.code !== TOAST_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={regionRef} role="region" aria-label={TOAST_REGION_LABEL} tabIndex={-1}>
      <List>
        {toasts.map((record) => (
          <ToastItem key={record.id} toast={record} onDismiss={onDismiss} />
        ))}
      </List>
    </Region>
  );
}

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  bottom: 0;
  left: 0;
  right: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  /* phones: above the chat button, leaving the header and its menu free */
  padding-bottom: var(--chat-launcher-room, ${({ theme }) => theme.space[4]}px);
  /* the empty region must not swallow clicks meant for the page under it */
  pointer-events: none;

  /* the region itself is invisible; show its focus on the toast it holds */
  &:focus-visible {
    outline: none;
  }

  &:focus-visible li {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: 2px;
  }

  ${media.tablet} {
    left: auto;
    width: 100%;
    max-width: 420px;
    /* clears the chat button that sits in the same corner */
    padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[5]}px ${theme.space[9]}px`};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
