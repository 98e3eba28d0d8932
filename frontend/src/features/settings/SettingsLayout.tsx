import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { StatusMessage } from '../../components/StatusMessage';
import { AdminLayout, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { SettingsNav } from './SettingsNav';
import { SETTINGS_SECTIONS, settingsSectionAt } from './settingsSections';

/* the navigation beside the section on a laptop, above it below that */
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;

  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}px) {
    grid-template-columns: 13rem minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[7]}px;
  }
`;

const Aside = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoint.desktop}px) {
    position: sticky;
    top: calc(68px + 49px + ${({ theme }) => theme.space[5]}px);
  }
`;

const Section = styled.section`
  min-width: 0;
`;

/**
 * /settings/*: the back office's settings other than the lead page's Marketing Settings, each a
 * page of its own under one heading, with the area's navigation beside (or above) it. The section
 * below is a lazily loaded route (AppBody).
 */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const { isReadOnly } = useCurrentUser();
  const section = settingsSectionAt(pathname) ?? SETTINGS_SECTIONS[0];

  return (
    <AdminLayout title={`${section.label} settings`}>
      <AdminPageHeader title="Settings" description={isReadOnly ? section.readOnly : section.description} />
      <Body>
        <Aside>
          <SettingsNav />
        </Aside>
        <Section aria-label={section.label}>
          <Suspense fallback={<StatusMessage kind="loading" text={`Loading ${section.label.toLowerCase()}…`} />}>
            <Outlet />
          </Suspense>
        </Section>
      </Body>
    </AdminLayout>
  );
}
