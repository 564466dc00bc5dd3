import { lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  generatePath,
  matchPath,
  Navigate,
  Outlet,
  useLocation,
  useNavigationType,
  useParams,
  useRoutes,
  type RouteObject,
} from 'react-router';
import { paths, redirects } from '@/config/paths';
import { useServiceWorkerNavigation } from '@/lib/sw-navigation';
import { PageLoading } from '@/components/status-screen';
import { preloadable } from '@/lib/preloadable';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { RootEntry } from '@/features/auth/components/root-entry';
import { RouteErrorBoundary } from '@/features/diagnostics/components/route-error';
import type { InfoSlug } from '@/features/info/components/info-pages';

/*
 * Declarative routes (useRoutes), not the data router: Blaze loads data with TanStack Query, and
 * the data router would add ~17 KB gzipped to the first screen. Route modules are lazy so the
 * first screen downloads only what it shows; the shell too, so /auth never downloads it.
 */
const loadStandaloneLayout = () => import('@/features/shell/components/standalone-layout');
const loadBuilderSheet = () => import('@/features/builder/components/builder-sheet');

// Fetched ahead by the protected wrapper (prefetchFor): once here, they render without suspending.
const AppLayout = preloadable(() =>
  import('@/app/app-shell').then((m) => ({ default: m.AppShell })),
);
const DashboardRoute = preloadable(() => import('@/app/routes/dashboard'));
const AdminRoute = preloadable(() => import('@/app/routes/admin'));
const ViewedMeRoute = preloadable(() => import('@/app/routes/viewed-me'));
const StandaloneLayout = lazy(() =>
  loadStandaloneLayout().then((m) => ({ default: m.StandaloneLayout })),
);
const AuthRoute = lazy(() => import('@/app/routes/auth'));
const MenuRoute = lazy(() => import('@/app/routes/menu'));
const SettingsRoute = lazy(() => import('@/app/routes/settings'));
const OwnProfileRoute = lazy(() => import('@/app/routes/own-profile'));
const MemberProfileRoute = lazy(() => import('@/app/routes/member-profile'));
const ProfileEditorRoute = lazy(() => import('@/app/routes/profile-editor'));
const ProfileBuilderRoute = lazy(() => import('@/app/routes/profile-builder'));
const MediaRoute = lazy(() => import('@/app/routes/media'));
const DiscoveryRoute = lazy(() => import('@/app/routes/discovery'));
const HookupRoute = lazy(() => import('@/app/routes/hookup'));
const EventsRoute = lazy(() => import('@/app/routes/events'));
const EventRoute = lazy(() => import('@/app/routes/event'));
const EventFormRoute = lazy(() => import('@/app/routes/event-form'));
const AdminApprovalsRoute = lazy(() => import('@/app/routes/admin-approvals'));
const AdminMembersRoute = lazy(() => import('@/app/routes/admin-members'));
const AdminMemberRoute = lazy(() => import('@/app/routes/admin-member'));
const AdminRolesRoute = lazy(() => import('@/app/routes/admin-roles'));
const AdminAuditRoute = lazy(() => import('@/app/routes/admin-audit'));
const AdminPromotionsRoute = lazy(() => import('@/app/routes/admin-promotions'));
const AdminReportsRoute = lazy(() => import('@/app/routes/admin-reports'));
const AdminReportRoute = lazy(() => import('@/app/routes/admin-report'));
const NoticesRoute = lazy(() => import('@/app/routes/notices'));
const AdminVerificationRoute = lazy(() => import('@/app/routes/admin-verification'));
const AdminVerificationReviewRoute = lazy(() => import('@/app/routes/admin-verification-review'));
const VerifyRoute = lazy(() => import('@/app/routes/verify'));
const InfoRoute = lazy(() => import('@/app/routes/info'));
const EscortRoute = lazy(() => import('@/app/routes/escort'));
const DesignSystemRoute = lazy(() => import('@/app/routes/design-system'));
const NotFoundRoute = lazy(() => import('@/app/routes/not-found'));
const ProfileSetupRoute = lazy(() => import('@/app/routes/profile-setup'));
const ChatRoute = lazy(() => import('@/app/routes/chat'));
const MessagesRoute = lazy(() => import('@/app/routes/messages'));
const NewMessageRoute = lazy(() => import('@/app/routes/new-message'));
const ChatSettingsRoute = lazy(() => import('@/app/routes/chat-settings'));
const MessageSettingsRoute = lazy(() => import('@/app/routes/message-settings'));
const NotificationSettingsRoute = lazy(() => import('@/app/routes/notification-settings'));
const AccountSettingsRoute = lazy(() => import('@/app/routes/account-settings'));
const AppLockSettingsRoute = lazy(() => import('@/app/routes/app-lock-settings'));
const ChatHubRoute = lazy(() => import('@/app/routes/chat-hub'));
const StoryRoute = lazy(() => import('@/app/routes/story'));
const RightNowRoute = lazy(() => import('@/app/routes/right-now'));
const SearchRoute = lazy(() => import('@/app/routes/search'));
const ActivityRoute = lazy(() => import('@/app/routes/activity'));
const PostRoute = lazy(() => import('@/app/routes/post'));
const RoamRoute = lazy(() => import('@/app/routes/roam'));
const CreatorDashboardRoute = lazy(() => import('@/app/routes/creator-dashboard'));
const MediaUploadRoute = lazy(() => import('@/app/routes/media-upload'));
const CheckoutRoute = lazy(() => import('@/app/routes/checkout'));
const BoostRoute = lazy(() => import('@/app/routes/boost'));
const ServicesRoute = lazy(() => import('@/app/routes/services'));
const MassageServicesRoute = lazy(() => import('@/app/routes/massage-services'));
const MarketplaceRoute = lazy(() => import('@/app/routes/marketplace'));
const MarketplaceListingRoute = lazy(() => import('@/app/routes/marketplace-listing'));
const MarketplaceNewRoute = lazy(() => import('@/app/routes/marketplace-new'));
const MarketplaceEditRoute = lazy(() => import('@/app/routes/marketplace-edit'));
const MarketplaceMineRoute = lazy(() => import('@/app/routes/marketplace-mine'));
const PlacesRoute = lazy(() => import('@/app/routes/places'));
const VenueRoute = lazy(() => import('@/app/routes/venue'));
const CommercialRoute = lazy(() => import('@/app/routes/commercial'));
const BusinessRoute = lazy(() => import('@/app/routes/business'));
const AiAssistantRoute = lazy(() => import('@/app/routes/ai-assistant'));
const AiLabRoute = lazy(() => import('@/app/routes/ai-lab'));

/** New pages start at the top; back and forward leave the browser's own scroll handling alone. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

function RootLayout() {
  useServiceWorkerNavigation();
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoading fullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The in-frame error boundary: a page that crashes keeps the bars around it. */
function PageBoundary() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * What the protected wrapper fetches while the session check runs, for the address it opened on: the
 * page's own code first (the builder sheet when `?builder=1`), then the shell only where the page sits
 * in it. Before (issue 35) it fetched the shell and the dashboard everywhere, about a hundred files
 * that /admin never uses and that /app/viewed-me and the builder sheet queued behind, and a page's
 * own code started only after the session, its 500 ms and the shell.
 */
function prefetchFor(pathname: string, search: string): Array<() => Promise<unknown>> {
  if (pathname.startsWith(paths.admin.pattern))
    return pathname === paths.admin.pattern ? [AdminRoute.preload] : [];
  const own = matchPath(paths.viewedMe.pattern, pathname)
    ? [ViewedMeRoute.preload]
    : matchPath(paths.dashboard.pattern, pathname)
      ? [DashboardRoute.preload]
      : [];
  const builder = new URLSearchParams(search).get('builder') === '1' ? [loadBuilderSheet] : [];
  return [...builder, ...own, AppLayout.preload];
}

/** The protected wrapper, fetching the page it opened on (and its shell) while it waits. */
function ProtectedArea() {
  const { pathname, search } = useLocation();
  const [opened] = useState(() => prefetchFor(pathname, search));
  useEffect(() => {
    // Best effort: if it fails, the page loads (and reports) when it is rendered.
    for (const load of opened) load().catch(() => undefined);
  }, [opened]);
  return <ProtectedRoute />;
}

/** A redirect from spec section 2 that keeps `:params`, the query string and the hash. */
function RedirectTo({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`${generatePath(to, params)}${location.search}${location.hash}`} replace />;
}

function page(path: string, element: ReactNode): RouteObject {
  return { path, element };
}

const INFO_SLUGS = Object.keys(paths.info) as InfoSlug[];

const publicRoutes: RouteObject[] = [
  page(paths.root.pattern, <RootEntry />),
  page(paths.auth.pattern, <AuthRoute />),
  page(paths.escort.pattern, <EscortRoute />),
  ...INFO_SLUGS.map((slug) => page(paths.info[slug].pattern, <InfoRoute slug={slug} />)),
  page(paths.designSystem.pattern, <DesignSystemRoute />),
  page(paths.designSystemDemo.pattern, <DesignSystemRoute />),
  ...redirects.map(({ from, to }) => page(from, <RedirectTo to={to} />)),
];

/** spec section 2, "Protected": signed-in pages without the tab bar. */
const standaloneRoutes: RouteObject[] = [
  page(paths.profileSetup.pattern, <ProfileSetupRoute />),
  page(paths.profileBuilder.pattern, <ProfileBuilderRoute />),
  page(paths.appProfileBuilder.pattern, <ProfileBuilderRoute />),
  page(paths.aiLab.pattern, <AiLabRoute />),
  page(paths.events.pattern, <EventsRoute />),
  page(paths.eventNew.pattern, <EventFormRoute />),
  page(paths.event.pattern, <EventRoute />),
  page(paths.eventEdit.pattern, <EventFormRoute />),
  page(paths.search.pattern, <SearchRoute />),
  page(paths.marketplace.pattern, <MarketplaceRoute />),
  page(paths.marketplaceNew.pattern, <MarketplaceNewRoute />),
  page(paths.marketplaceMine.pattern, <MarketplaceMineRoute />),
  page(paths.marketplaceListing.pattern, <MarketplaceListingRoute />),
  page(paths.marketplaceEdit.pattern, <MarketplaceEditRoute />),
  page(paths.massageServices.pattern, <MassageServicesRoute />),
  page(paths.venue.pattern, <VenueRoute />),
  page(paths.chatHub.pattern, <ChatHubRoute />),
  page(paths.chatSettings.pattern, <ChatSettingsRoute />),
  page(paths.rawAfStory.pattern, <StoryRoute />),
  page(paths.checkout.pattern, <CheckoutRoute />),
];

/** spec section 2, "Protected with the app layout", plus the other in-app targets. */
const appLayoutRoutes: RouteObject[] = [
  page(paths.dashboard.pattern, <DashboardRoute />),
  page(paths.discovery.pattern, <DiscoveryRoute />),
  page(paths.hookup.pattern, <HookupRoute />),
  page(paths.commercial.pattern, <CommercialRoute />),
  page(paths.places.pattern, <PlacesRoute />),
  page(paths.business.pattern, <BusinessRoute />),
  page(paths.services.pattern, <ServicesRoute />),
  page(paths.discover.pattern, <DiscoveryRoute />),
  page(paths.messages.pattern, <MessagesRoute />),
  page(paths.newMessage.pattern, <NewMessageRoute />),
  page(paths.aiAssistant.pattern, <AiAssistantRoute />),
  page(paths.media.pattern, <MediaRoute />),
  page(paths.mediaUpload.pattern, <MediaUploadRoute />),
  page(paths.profile.pattern, <OwnProfileRoute />),
  page(paths.profileById.pattern, <MemberProfileRoute />),
  page(paths.user.pattern, <MemberProfileRoute />),
  page(paths.profileEditor.pattern, <ProfileEditorRoute />),
  page(paths.chat.pattern, <ChatRoute />),
  page(paths.settings.pattern, <SettingsRoute />),
  page(paths.messageSettings.pattern, <MessageSettingsRoute />),
  page(paths.notificationSettings.pattern, <NotificationSettingsRoute />),
  page(paths.verify.pattern, <VerifyRoute />),
  page(paths.accountSettings.pattern, <AccountSettingsRoute />),
  page(paths.appLockSettings.pattern, <AppLockSettingsRoute />),
  page(paths.creatorDashboard.pattern, <CreatorDashboardRoute />),
  page(paths.menu.pattern, <MenuRoute />),
  page(paths.activity.pattern, <ActivityRoute />),
  page(paths.notices.pattern, <NoticesRoute />),
  page(paths.post.pattern, <PostRoute />),
  page(paths.boost.pattern, <BoostRoute />),
  page(paths.viewedMe.pattern, <ViewedMeRoute />),
  page(paths.rightNow.pattern, <RightNowRoute />),
  page(paths.roam.pattern, <RoamRoute />),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      {
        element: <ProtectedArea />,
        children: [
          page(paths.admin.pattern, <AdminRoute />),
          page(paths.adminApprovals.pattern, <AdminApprovalsRoute />),
          page(paths.adminMembers.pattern, <AdminMembersRoute />),
          page(paths.adminMember.pattern, <AdminMemberRoute />),
          page(paths.adminRoles.pattern, <AdminRolesRoute />),
          page(paths.adminAudit.pattern, <AdminAuditRoute />),
          page(paths.adminPromotions.pattern, <AdminPromotionsRoute />),
          page(paths.adminReports.pattern, <AdminReportsRoute />),
          page(paths.adminReport.pattern, <AdminReportRoute />),
          page(paths.adminVerification.pattern, <AdminVerificationRoute />),
          page(paths.adminVerificationReview.pattern, <AdminVerificationReviewRoute />),
          {
            element: <StandaloneLayout />,
            children: [{ element: <PageBoundary />, children: standaloneRoutes }],
          },
          {
            element: <AppLayout />,
            children: [{ element: <PageBoundary />, children: appLayoutRoutes }],
          },
        ],
      },
      page('*', <NotFoundRoute />),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
