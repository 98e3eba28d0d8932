import { NavLink } from 'react-router';
import styled from 'styled-components';
import { SETTINGS_SECTIONS, settingsPath } from './settingsSections';

/*
 * A row of pills above the section, wrapping onto a second row rather than scrolling sideways;
 * above, not beside, so that the sections' tables have the page's whole width. NavLink marks the
 * current one with aria-current="page".
 */
const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.inkSoft};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;

  &:hover {
    color: ${({ theme }) => theme.color.ink};
  }

  &[aria-current='page'] {
    border-color: transparent;
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onDark};
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
