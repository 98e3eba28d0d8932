import { useEffect } from 'react';
import styled, { keyframes } from 'styled-components';
import { SparkleIcon } from './SparkleIcon';

export type Celebration = { id: number; milestoneTitle: string; message: string };

export type CelebrationPopupProps = {
  celebration: Celebration | null;
  /** closes the celebration with this id; a newer one that replaced it stays */
  onClose: (id: number) => void;
};

/** The spec's popup closes itself after five seconds. */
const CELEBRATION_DURATION_MS = 5000;

const pop = keyframes`
  from { opacity: 0; transform: translate(-50%, 16px) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, 0) scale(1); }
`;

const Popup = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[7]}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[4]}px;
  width: min(440px, calc(100vw - ${({ theme }) => theme.space[5] * 2}px));
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.dark};
  color: ${({ theme }) => theme.color.onDark};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translateX(-50%);
  animation: ${pop} 0.35s cubic-bezier(0.22, 1, 0.36, 1);

  h2 {
    color: ${({ theme }) => theme.color.onDark};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }

  p {
    margin-top: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.color.onDarkMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
`;

const Milestone = styled.strong`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.color.accentOnDark};
  font-size: ${({ theme }) => theme.fontSize.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.color.onDarkMuted};

  &:hover {
    background: ${({ theme }) => theme.color.darkSurface};
    color: ${({ theme }) => theme.color.onDark};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.accentOnDark};
  }
`;

/** A short, self-closing "well done" after a milestone; announced politely to screen readers. */
export function CelebrationPopup({ celebration, onClose }: CelebrationPopupProps) {
  useEffect(() => {
    if (!celebration) return undefined;
    const { id } = celebration;
    const timer = window.setTimeout(() => onClose(id), CELEBRATION_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [celebration, onClose]);

  return (
    <div role="status" aria-live="polite">
      {celebration && (
        <Popup key={celebration.id}>
          <Badge aria-hidden="true">
            <SparkleIcon size={22} />
          </Badge>
          <div>
            <h2>Congratulations!</h2>
            <p>{celebration.message}</p>
            <Milestone>{celebration.milestoneTitle}</Milestone>
          </div>
          <Close type="button" onClick={() => onClose(celebration.id)} aria-label="Close celebration">
            <svg
              width="16"
              height="16"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="m5 5 10 10M15 5 5 15" strokeLinecap="round" />
            </svg>
          </Close>
        </Popup>
      )}
    </div>
  );
}
