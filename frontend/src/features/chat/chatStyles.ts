import styled, { css, keyframes } from 'styled-components';
import { media, theme } from '../../theme/theme';

const { color, space, radius, fontSize, fontWeight, shadow, lineHeight } = theme;

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${color.accent};
    outline-offset: 2px;
  }
`;

export const Panel = styled.section<{ $minimized: boolean }>`
  position: fixed;
  right: ${space[5]}px;
  bottom: ${space[5] + 56 + space[4]}px;
  z-index: ${theme.zIndex.chat};
  width: 380px;
  max-width: calc(100vw - ${space[4] * 2}px);
  height: ${({ $minimized }) => ($minimized ? 'auto' : 'min(600px, calc(100dvh - 128px))')};
  display: flex;
  flex-direction: column;
  background: ${color.surface};
  color: ${color.ink};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  box-shadow: ${shadow.lg};
  overflow: hidden;
  font-family: ${theme.font.body};

  /* display: flex above would otherwise win over the closed panel's hidden attribute */
  &[hidden] {
    display: none;
  }

  ${media.mobile} {
    right: ${space[2]}px;
    left: ${space[2]}px;
    width: auto;
    max-width: none;
    bottom: ${space[4] + 56 + space[3]}px;
    height: ${({ $minimized }) => ($minimized ? 'auto' : 'calc(100dvh - 96px)')};
  }
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${space[2]}px;
  padding: ${space[3]}px ${space[4]}px;
  background: ${color.dark};
  color: ${color.onDark};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  /* the global heading colour is for light surfaces; this one sits on the dark header */
  color: inherit;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.snug};
`;

export const HeaderButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.onDark};
  cursor: pointer;

  &:hover {
    background: ${color.darkSurface};
  }

  &:focus-visible {
    outline: 3px solid ${color.accentOnDark};
    outline-offset: 1px;
  }
`;

export const MessageList = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${space[4]}px;
  display: flex;
  flex-direction: column;
  gap: ${space[3]}px;
  background: ${color.surfaceAlt};
  ${focusRing}
`;

export const Bubble = styled.div<{ $isUser: boolean }>`
  align-self: ${({ $isUser }) => ($isUser ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${space[2]}px ${space[3]}px;
  border-radius: ${radius.md};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${({ $isUser }) =>
    $isUser
      ? css`
          background: ${color.accent};
          color: ${color.surface};
          border-bottom-right-radius: ${radius.sm};
        `
      : css`
          background: ${color.surface};
          color: ${color.ink};
          border: 1px solid ${color.border};
          border-bottom-left-radius: ${radius.sm};
        `}
`;

export const PlayButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]}px;
  margin-top: ${space[2]}px;
  padding: ${space[1]}px ${space[2]}px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.accentHover};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.semibold};
  cursor: pointer;
  ${focusRing}
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

export const Typing = styled.div`
  align-self: flex-start;
  display: inline-flex;
  gap: ${space[1]}px;
  padding: ${space[3]}px;
  border-radius: ${radius.md};
  background: ${color.surface};
  border: 1px solid ${color.border};

  span[data-dot] {
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: ${color.muted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span[data-dot]:nth-child(2) {
    animation-delay: 0.15s;
  }
  span[data-dot]:nth-child(3) {
    animation-delay: 0.3s;
  }

  @media (prefers-reduced-motion: reduce) {
    span[data-dot] {
      animation: none;
    }
  }
`;

export const Form = styled.form`
  display: flex;
  gap: ${space[2]}px;
  padding: ${space[3]}px;
  border-top: 1px solid ${color.border};
  background: ${color.surface};
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${space[2]}px ${space[3]}px;
  border: 1px solid ${color.muted};
  border-radius: ${radius.md};
  font: inherit;
  font-size: ${fontSize.md};
  color: ${color.ink};
  background: ${color.surface};

  &::placeholder {
    color: ${color.muted};
  }

  &:disabled {
    background: ${color.surfaceAlt};
  }

  ${focusRing}
`;

export const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radius.md};
  background: ${color.accent};
  color: ${color.surface};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${color.accentHover};
  }

  &:disabled {
    background: ${color.muted};
    cursor: not-allowed;
  }

  ${focusRing}
`;
