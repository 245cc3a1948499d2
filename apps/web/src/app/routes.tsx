import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { ADMIN_PREVIEW_PREFIX } from '../routing/path-prefix';
import { RequireAuth } from '../routing/require-auth';
import type { SkeletonVariant } from '../ui/skeleton';
import { AppShell } from './app-shell';
import { PageSkeleton } from './page-skeleton';

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, exportName: K) {
  return lazy(() => load().then((module) => ({ default: module[exportName] })));
}

const LandingPage = lazyPage(() => import('../pages/landing/landing-page'), 'LandingPage');
const AuthPage = lazyPage(() => import('../pages/auth-page'), 'AuthPage');
const DashboardPage = lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage');
const AccountPage = lazyPage(() => import('../pages/account-page'), 'AccountPage');
const ExitCheckPage = lazyPage(() => import('../pages/exitcheck-page'), 'ExitCheckPage');
const PitchPrepPage = lazyPage(() => import('../pages/pitchprep-page'), 'PitchPrepPage');
const SharedContentPage = lazyPage(() => import('../pages/shared-content-page'), 'SharedContentPage');
const PaymentSuccessPage = lazyPage(() => import('../pages/payment-success-page'), 'PaymentSuccessPage');
const PrivacyPolicyPage = lazyPage(() => import('../pages/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(() => import('../pages/terms-of-service-page'), 'TermsOfServicePage');
const AdminPage = lazyPage(() => import('../pages/admin-page'), 'AdminPage');
const StatusPage = lazyPage(() => import('../pages/status-page'), 'StatusPage');
const StripeTestPage = lazyPage(() => import('../pages/stripe-test-page'), 'StripeTestPage');
const ComingSoonPage = lazyPage(() => import('../pages/coming-soon-page'), 'ComingSoonPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'), 'NotFoundPage');

type Access = 'open' | 'signed-in';

// The guard sits outside Suspense so a signed-out visitor is redirected before the chunk loads.
function page(Page: LazyExoticComponent<ComponentType>, skeleton: SkeletonVariant, access: Access = 'open') {
  const element = (
    <Suspense fallback={<PageSkeleton variant={skeleton} />}>
      <Page />
    </Suspense>
  );
  return access === 'signed-in' ? <RequireAuth>{element}</RequireAuth> : element;
}

/** Spec §2 route table, relative so it can be mounted at / and again under /admin-preview. */
export const pageRoutes: RouteObject[] = [
  { index: true, element: page(LandingPage, 'hero') },
  { path: 'auth', element: page(AuthPage, 'form') },
  { path: 'dashboard', element: page(DashboardPage, 'card', 'signed-in') },
  { path: 'account', element: page(AccountPage, 'form', 'signed-in') },
  { path: 'exitcheck', element: page(ExitCheckPage, 'card', 'signed-in') },
  { path: 'pitchprep', element: page(PitchPrepPage, 'hero') },
  { path: 'shared/:token', element: page(SharedContentPage, 'card') },
  { path: 'payment-success', element: page(PaymentSuccessPage, 'card') },
  { path: 'privacy-policy', element: page(PrivacyPolicyPage, 'text') },
  { path: 'terms-of-service', element: page(TermsOfServicePage, 'text') },
  // Admin role checks are the server's job (DECISIONS.md); the page itself also hides its content.
  { path: 'admin/*', element: page(AdminPage, 'table', 'signed-in') },
  { path: 'status', element: page(StatusPage, 'table') },
  { path: 'stripe-test', element: page(StripeTestPage, 'form') },
  { path: 'coming-soon', element: page(ComingSoonPage, 'hero') },
  { path: '*', element: page(NotFoundPage, 'text') },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [...pageRoutes, { path: ADMIN_PREVIEW_PREFIX.slice(1), children: pageRoutes }],
  },
];
