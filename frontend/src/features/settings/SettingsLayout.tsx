import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { StatusMessage } from '../../components/StatusMessage';
import { AdminLayout, AdminPageHeader } from '../admin';
import { useCurrentUser } from '../auth';
import { SettingsNav } from './SettingsNav';
import { SETTINGS_SECTIONS, settingsSectionAt } from './settingsSections';

/* the navigation above the section at every width: the sections' tables need the whole width */
const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
`;

const Section = styled.section`
  min-width: 0;
`;

/**
 * /settings/*: the back office's settings other than the lead page's Marketing Settings, each a
 * page of its own under one heading, with the area's navigation above it. The section
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
        <SettingsNav />
        <Section aria-label={section.label}>
          <Suspense fallback={<StatusMessage kind="loading" text={`Loading ${section.label.toLowerCase()}…`} />}>
            <Outlet />
          </Suspense>
        </Section>
      </Body>
    </AdminLayout>
  );
}
