import { Suspense } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { ADMIN_PREVIEW_PREFIX } from '../routing/path-prefix';
import { RequireAuth } from '../routing/require-auth';
import type { SkeletonVariant } from '../ui/skeleton';
import { AppShell } from './app-shell';
import { lazyPage, type LazyPage } from './lazy-page';
import { PageSkeleton } from './page-skeleton';


const LandingPage = lazyPage(() => import('../pages/landing/landing-page'), 'LandingPage');
const AuthPage = lazyPage(() => import('../pages/auth-page'), 'AuthPage');
const DashboardPage = lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage');
const AccountPage = lazyPage(() => import('../pages/account-page'), 'AccountPage');
const ExitCheckPage = lazyPage(() => import('../pages/exitcheck-page'), 'ExitCheckPage');
const PitchPrepPage = lazyPage(() => import('../pages/pitchprep-page'), 'PitchPrepPage');
const PitchPrepOutputPage = lazyPage(() => import('../pitchprep/output-page'), 'PitchPrepOutputPage');
const SharesPage = lazyPage(() => import('../pages/shares-page'), 'SharesPage');
const ShareAnalyticsPage = lazyPage(() => import('../pages/share-analytics-page'), 'ShareAnalyticsPage');
const SharedContentPage = lazyPage(() => import('../pages/shared-content-page'), 'SharedContentPage');
const RoomLinkPage = lazyPage(() => import('../pages/room-link-page'), 'RoomLinkPage');
const PaymentSuccessPage = lazyPage(() => import('../pages/payment-success-page'), 'PaymentSuccessPage');
const PrivacyPolicyPage = lazyPage(() => import('../pages/privacy-policy-page'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(() => import('../pages/terms-of-service-page'), 'TermsOfServicePage');
const AdminPage = lazyPage(() => import('../pages/admin-page'), 'AdminPage');
const StatusPage = lazyPage(() => import('../pages/status-page'), 'StatusPage');
const StripeTestPage = lazyPage(() => import('../pages/stripe-test-page'), 'StripeTestPage');
const SandboxCheckoutPage = lazyPage(() => import('../pages/sandbox-checkout-page'), 'SandboxCheckoutPage');
const SandboxPortalPage = lazyPage(() => import('../pages/sandbox-portal-page'), 'SandboxPortalPage');
const ComingSoonPage = lazyPage(() => import('../pages/coming-soon-page'), 'ComingSoonPage');
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'), 'NotFoundPage');

type Access = 'open' | 'signed-in';

// The guard sits outside Suspense so a signed-out visitor is redirected before the chunk loads.
function page(Page: LazyPage, skeleton: SkeletonVariant, access: Access = 'open'): Pick<RouteObject, 'element' | 'handle'> {
  const element = (
    <Suspense fallback={<PageSkeleton variant={skeleton} />}>
      <Page />
    </Suspense>
  );
  return { element: access === 'signed-in' ? <RequireAuth>{element}</RequireAuth> : element, handle: { preload: Page.preload } };
}

/** The routes of docs/product-rules.md, "Accounts and security", relative so it can be mounted at / and again under /admin-preview. */
export const pageRoutes: RouteObject[] = [
  { index: true, ...page(LandingPage, 'hero') },
  { path: 'auth', ...page(AuthPage, 'form') },
  { path: 'dashboard/*', ...page(DashboardPage, 'card', 'signed-in') },
  { path: 'account', ...page(AccountPage, 'form', 'signed-in') },
  { path: 'exitcheck', ...page(ExitCheckPage, 'card', 'signed-in') },
  // The plan to a date shares ExitCheck's chunk: one lazy page less in the entry (the landing budget).
  { path: 'exitcheck/plan', ...page(ExitCheckPage, 'card', 'signed-in') },
  { path: 'pitchprep', ...page(PitchPrepPage, 'hero') },
  { path: 'pitchprep/outputs/:id', ...page(PitchPrepOutputPage, 'form', 'signed-in') },
  { path: 'shares', ...page(SharesPage, 'table', 'signed-in') },
  { path: 'shares/:shareId', ...page(ShareAnalyticsPage, 'card', 'signed-in') },
  { path: 'shared/:token', ...page(SharedContentPage, 'card') },
  // A room link (docs/product-rules.md, "Deal rooms": room links): the index and a document's viewer.
  { path: 'shared/:token/room', ...page(RoomLinkPage, 'card') },
  { path: 'shared/:token/room/documents/:documentId', ...page(RoomLinkPage, 'card') },
  { path: 'payment-success', ...page(PaymentSuccessPage, 'card') },
  { path: 'privacy-policy', ...page(PrivacyPolicyPage, 'text') },
  { path: 'terms-of-service', ...page(TermsOfServicePage, 'text') },
  // Admin role checks are the server's job (docs/product-rules.md, "Accounts and security"); the
  // page itself also hides its content.
  { path: 'admin/*', ...page(AdminPage, 'table', 'signed-in') },
  { path: 'status', ...page(StatusPage, 'table') },
  { path: 'stripe-test', ...page(StripeTestPage, 'form') },
  { path: 'coming-soon', ...page(ComingSoonPage, 'hero') },
  // The local payment provider's pages, used when no Stripe key is configured.
  { path: 'sandbox/checkout/:sessionId', ...page(SandboxCheckoutPage, 'card') },
  { path: 'sandbox/portal', ...page(SandboxPortalPage, 'card', 'signed-in') },
  { path: '*', ...page(NotFoundPage, 'text') },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    errorElement: <RouteErrorScreen />,
    children: [...pageRoutes, { path: ADMIN_PREVIEW_PREFIX.slice(1), children: pageRoutes }],
  },
];

/** Loads the chunk of the page at `pathname` (main.tsx waits for it before the first render). */
export function preloadPageAt(pathname: string): Promise<void> {
  const leaf = matchRoutes(appRoutes, pathname)?.at(-1)?.route as { handle?: { preload?: () => Promise<void> } } | undefined;
  return leaf?.handle?.preload?.() ?? Promise.resolve();
}
