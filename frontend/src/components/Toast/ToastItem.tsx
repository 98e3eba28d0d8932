import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/theme';
import { TOAST_SWIPE_THRESHOLD_PX } from './toastConstants';
import type { ToastRecord, ToastVariant } from './toastTypes';

export type ToastItemProps = {
  toast: ToastRecord;
  onDismiss: (id: string) => void;
};

/**
 * One toast: closes itself after its duration (paused while hovered or focused, so nobody loses
 * a message they are reading), on Escape, on its close button, or when swiped right past the
 * threshold.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const { id, title, description, variant, duration, action } = toast;
  const dismiss = useCallback(() => onDismiss(id), [id, onDismiss]);
  const [paused, setPaused] = useState(false);
  const [swipeX, setSwipeX] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, dismiss]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0) return;
    swipeStart.current = event.clientX;
    setPaused(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    // the spec's swipe direction is right; a leftward drag does not move the toast
    setSwipeX(Math.max(0, delta));
    if (delta > 0 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
  };

  const endSwipe = (event: PointerEvent<HTMLLIElement>) => {
    if (swipeStart.current === null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    setSwipeX(0);
    setPaused(false);
    if (delta >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
  };

  const cancelSwipe = () => {
    swipeStart.current = null;
    setSwipeX(0);
    setPaused(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') dismiss();
  };

  const live =
    variant === 'destructive'
      ? { role: 'alert', 'aria-live': 'assertive' as const }
      : { role: 'status', 'aria-live': 'polite' as const };

  return (
    <Item
      {...live}
      aria-atomic="true"
      data-toast=""
      data-variant={variant}
      tabIndex={0}
      $variant={variant}
      $swiping={swipeX > 0}
      style={
        swipeX > 0 ? { transform: `translateX(${swipeX}px)`, opacity: Math.max(0.3, 1 - swipeX / 200) } : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={cancelSwipe}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => {
        if (swipeStart.current === null) setPaused(false);
      }}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <Text>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Text>
      {action && (
        <ActionButton
          type="button"
          $variant={variant}
          onClick={() => {
            dismiss();
            action.onClick();
          }}
        >
          {action.label}
        </ActionButton>
      )}
      <CloseButton type="button" aria-label="Close notification" onClick={dismiss} $variant={variant}>
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
        </svg>
      </CloseButton>
    </Item>
  );
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: translateY(0); }
`;

const slideInFromRight = keyframes`
  from { opacity: 0; transform: translateX(24px); }
  to { opacity: 1; transform: translateX(0); }
`;

const Item = styled.li<{ $variant: ToastVariant; $swiping: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  padding: ${({ theme }) => `${theme.space[4]}px ${theme.space[4]}px ${theme.space[4]}px ${theme.space[5]}px`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  pointer-events: auto;
  touch-action: pan-y;
  user-select: none;
  animation: ${slideIn} 0.2s ease-out;
  transition: ${({ $swiping }) => ($swiping ? 'none' : 'transform 0.2s ease, opacity 0.2s ease')};

  ${media.tablet} {
    animation-name: ${slideInFromRight};
  }

  ${({ $variant, theme }) =>
    $variant === 'destructive' &&
    css`
      border-color: ${theme.color.danger};
      background: ${theme.color.danger};
      color: ${theme.color.surface};
    `}
`;

const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  opacity: 0.9;
`;

const ActionButton = styled.button<{ $variant: ToastVariant }>`
  flex: none;
  align-self: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.surface : theme.color.accent)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.dangerSoft : theme.color.surfaceAlt)};
  }
`;

const CloseButton = styled.button<{ $variant: ToastVariant }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -${({ theme }) => theme.space[1]}px -${({ theme }) => theme.space[1]}px 0 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.surface : theme.color.muted)};
  cursor: pointer;

  &:hover {
    background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.dangerSoft : theme.color.surfaceAlt)};
    color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.danger : theme.color.ink)};
  }

  &:focus-visible {
    outline-color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.surface : theme.color.accent)};
  }
`;
