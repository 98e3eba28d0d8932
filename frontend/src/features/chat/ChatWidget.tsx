import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { media, theme } from '../../theme/theme';

const LAUNCHER_SIZE = 56;
const PANEL_ID = 'chat-assistant-panel';

// The panel (conversation, audio, styles) loads on first use: the landing page ships only this button.
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));

/**
 * The button floats over the bottom right of every page. --chat-launcher-room is the height it
 * takes there (with a little air): the last block of each page keeps at least that much padding
 * under its content, so scrolling to the end uncovers everything. (Padding on the body instead
 * would show a strip of the body's colour under a dark footer.)
 */
const LauncherRoom = createGlobalStyle`
  :root {
    --chat-launcher-room: ${theme.space[5] + LAUNCHER_SIZE + theme.space[4]}px;
  }

  ${media.mobile} {
    :root {
      --chat-launcher-room: ${theme.space[4] + LAUNCHER_SIZE + theme.space[4]}px;
    }
  }
`;

const Launcher = styled.button`
  position: fixed;
  right: ${theme.space[5]}px;
  bottom: ${theme.space[5]}px;
  z-index: ${theme.zIndex.chat};
  width: ${LAUNCHER_SIZE}px;
  height: ${LAUNCHER_SIZE}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 50%;
  background: ${theme.color.accent};
  color: ${theme.color.surface};
  box-shadow: ${theme.shadow.lg};
  cursor: pointer;

  &:hover {
    background: ${theme.color.accentHover};
  }

  &:focus-visible {
    outline: 3px solid ${theme.color.ink};
    outline-offset: 3px;
  }

  ${media.mobile} {
    right: ${theme.space[4]}px;
    bottom: ${theme.space[4]}px;
  }
`;

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 ${theme.color.successGlow}; }
  70% { box-shadow: 0 0 0 8px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

const PlayingDot = styled.span`
  position: absolute;
  top: 4px;
  right: 4px;
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${theme.color.success};
  border: 2px solid ${theme.color.surface};
  animation: ${pulse} 1.5s infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

function ChatIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />}
    </svg>
  );
}

/**
 * The chat assistant on every page (spec section 2, global widget 1): a round button bottom right
 * that opens or closes the panel; opening always shows the panel expanded.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [minimized, setMinimized] = useState(false);
  const [panelRequested, setPanelRequested] = useState(false);
  const [audioPlaying, setAudioPlaying] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setPanelRequested(true);
    setMinimized(false);
    setOpen(true);
  };

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  const prefetch = () => {
    void loadPanel().catch(() => undefined);
  };

  return (
    <>
      <LauncherRoom />
      {panelRequested && (
        <Suspense fallback={null}>
          <ChatPanel
            open={open}
            minimized={minimized}
            onToggleMinimized={() => setMinimized((value) => !value)}
            onClose={close}
            onAudioPlayingChange={setAudioPlaying}
          />
        </Suspense>
      )}
      <Launcher
        ref={launcherRef}
        type="button"
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-expanded={open}
        aria-controls={panelRequested ? PANEL_ID : undefined}
        aria-label={open ? 'Close AI Marketing Assistant' : 'Open AI Marketing Assistant'}
        data-testid="chat-launcher"
      >
        <ChatIcon open={open} />
        {audioPlaying && <PlayingDot data-testid="chat-audio-playing" aria-hidden="true" />}
      </Launcher>
    </>
  );
}
