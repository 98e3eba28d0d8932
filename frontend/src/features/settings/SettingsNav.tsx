import { NavLink } from 'react-router';
import styled from 'styled-components';
import { SETTINGS_SECTIONS, settingsPath } from './settingsSections';

/*
 * A column of links beside the section on a laptop; on a tablet or a phone a row of pills above
 * it, wrapping onto a second row rather than scrolling sideways. NavLink marks the current one
 * with aria-current="page".
 */
const Nav = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.desktop - 1}px) {
    ul {
      flex-direction: row;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space[2]}px;
    }
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentHover};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.desktop - 1}px) {
    min-height: 40px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};

    &[aria-current='page'] {
      border-color: transparent;
      background: ${({ theme }) => theme.color.ink};
      color: ${({ theme }) => theme.color.onDark};
    }
  }
`;

/** The Settings area's own navigation: one link per section. */
export function SettingsNav() {
  return (
    <Nav aria-label="Settings">
      <ul>
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section.path}>
            <Item to={settingsPath(section)}>{section.label}</Item>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
