import { css } from 'styled-components';

/**
 * A section link of the back office's header (and the "More" menu's button beside them): muted
 * text, the accent colour and an underline on the current section.
 */
export const navItemStyles = css`
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &.active {
    color: ${({ theme }) => theme.color.accent};
  }

  &.active::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space[3]}px;
    right: ${({ theme }) => theme.space[3]}px;
    bottom: 0;
    height: 2px;
    border-radius: 2px;
    background: ${({ theme }) => theme.color.accent};
  }

  /* a phone's row holds the main sections and the menu's button: a little less room around each */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: 0 ${({ theme }) => theme.space[2]}px;

    &.active::after {
      left: ${({ theme }) => theme.space[2]}px;
      right: ${({ theme }) => theme.space[2]}px;
    }
  }
`;
