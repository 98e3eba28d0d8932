import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AppShell } from './AppShell';
import { isBackOffice } from './backOfficePaths';
import { PageMeta } from './components/PageMeta';
import { PageSpinner } from './components/PageSpinner';
import { ToastProvider } from './components/Toast';
import { ChatWidget } from './features/chat/ChatWidget';
import { FloatingMenu } from './features/floating-menu/FloatingMenu';
import { loadLandingPage } from './features/landing/loadLandingPage';
import { lazyPage } from './lazyPage';

// Every page is its own chunk, so a page's first load carries none of the others. The prerendered
// ones (landing, legal, not-found) keep their server HTML on screen while their chunk loads.
const LandingPage = lazyPage(loadLandingPage, 'LandingPage');
const PrivacyPage = lazyPage(() => import('./features/legal/PrivacyPage'), 'PrivacyPage');
const TermsPage = lazyPage(() => import('./features/legal/TermsPage'), 'TermsPage');
const CookiesPage = lazyPage(() => import('./features/legal/CookiesPage'), 'CookiesPage');
const NotFoundPage = lazyPage(() => import('./features/not-found/NotFoundPage'), 'NotFoundPage');

// Apollo Client stays out of the public pages: the GraphQL routes sit inside these lazily loaded
// layouts, which provide the shared client (the contact form brings it the same way).
const ApolloLayout = lazyPage(() => import('./ApolloLayouts'), 'ApolloLayout');
const ProtectedApolloLayout = lazyPage(() => import('./ApolloLayouts'), 'ProtectedApolloLayout');
const SignInPage = lazyPage(() => import('./features/auth/SignInPage'), 'SignInPage');
const LeadsPage = lazyPage(() => import('./features/leads/LeadsPage'), 'LeadsPage');
const SpamPage = lazyPage(() => import('./features/leads/SpamPage'), 'SpamPage');
const LeadImportPage = lazyPage(() => import('./features/lead-imports/LeadImportPage'), 'LeadImportPage');
const OrdersPage = lazyPage(() => import('./features/payments/OrdersPage'), 'OrdersPage');
// The Settings area: its frame and navigation, then each section's panel as a chunk of its own.
const SettingsLayout = lazyPage(() => import('./features/settings/SettingsLayout'), 'SettingsLayout');
const NotificationsPanel = lazyPage(() => import('./features/notifications/NotificationsPanel'), 'NotificationsPanel');
const WebhooksPanel = lazyPage(() => import('./features/webhooks/WebhooksPanel'), 'WebhooksPanel');
const RetentionSettingsPanel = lazyPage(
  () => import('./features/privacy/RetentionSettingsPanel'),
  'RetentionSettingsPanel',
);
const LifecycleIndexPage = lazyPage(() => import('./features/milestones/LifecycleIndexPage'), 'LifecycleIndexPage');
const LifecyclePage = lazyPage(() => import('./features/milestones/LifecyclePage'), 'LifecyclePage');
const CheckoutPage = lazyPage(() => import('./features/checkout/CheckoutPage'), 'CheckoutPage');
const PaymentResultPage = lazyPage(() => import('./features/payment-result/PaymentResultPage'), 'PaymentResultPage');
const ApiTokensPage = lazyPage(() => import('./features/api-tokens/ApiTokensPage'), 'ApiTokensPage');
const AccountPage = lazyPage(() => import('./features/account/AccountPage'), 'AccountPage');
const SecuritySettingsPanel = lazyPage(
  () => import('./features/settings/SecuritySettingsPanel'),
  'SecuritySettingsPanel',
);
const SchedulingSettingsPanel = lazyPage(
  () => import('./features/settings/SchedulingSettingsPanel'),
  'SchedulingSettingsPanel',
);
const TwoFactorSetupPage = lazyPage(() => import('./features/account/TwoFactorSetupPage'), 'TwoFactorSetupPage');
const TeamPage = lazyPage(() => import('./features/team/TeamPage'), 'TeamPage');
const AuditLogPage = lazyPage(() => import('./features/audit/AuditLogPage'), 'AuditLogPage');
const DashboardPage = lazyPage(() => import('./features/stats/DashboardPage'), 'DashboardPage');

/** The sign-in page sets its own document title; its description is added here. */
function SignInRoute() {
  return (
    <>
      <PageMeta description="Private administration area of the agency: sign in to manage captured leads, marketing settings and each lead's lifecycle." />
      <SignInPage />
    </>
  );
}

/** The spec's route table (section 2), and the back office's pages beyond it (docs/features.md). */
function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/cookies" element={<CookiesPage />} />
      <Route element={<ApolloLayout />}>
        <Route path="/auth" element={<SignInRoute />} />
        <Route path="/login" element={<SignInRoute />} />
      </Route>
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/payment-success" element={<PaymentResultPage />} />
      <Route element={<ProtectedApolloLayout />}>
        <Route path="/leads" element={<LeadsPage />} />
        <Route path="/leads/spam" element={<SpamPage />} />
        <Route path="/leads/import" element={<LeadImportPage />} />
        <Route path="/leads/lifecycle" element={<LifecycleIndexPage />} />
        <Route path="/leads/lifecycle/:id" element={<LifecyclePage />} />
        <Route path="/api-tokens" element={<ApiTokensPage />} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="/account/two-factor" element={<TwoFactorSetupPage />} />
        <Route path="/team" element={<TeamPage />} />
        <Route path="/audit-log" element={<AuditLogPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/orders" element={<OrdersPage />} />
        <Route path="/settings" element={<SettingsLayout />}>
          <Route index element={<Navigate to="/settings/notifications" replace />} />
          <Route path="notifications" element={<NotificationsPanel />} />
          <Route path="webhooks" element={<WebhooksPanel />} />
          <Route path="scheduling" element={<SchedulingSettingsPanel />} />
          <Route path="security" element={<SecuritySettingsPanel />} />
          <Route path="retention" element={<RetentionSettingsPanel />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Widgets with a UI, on every page beside the routes: mount each with one line here. */
function GlobalWidgets() {
  const { pathname } = useLocation();
  return (
    <>
      {!isBackOffice(pathname) && <FloatingMenu />}
      <ChatWidget />
    </>
  );
}

/** Everything with a face: theme and global styles, toasts, the routes and the global widgets. */
export function AppBody() {
  return (
    <AppShell>
      <ToastProvider>
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes />
        </Suspense>
        <GlobalWidgets />
      </ToastProvider>
    </AppShell>
  );
}
