import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import {
  generatePath,
  matchRoutes,
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

const AppLayout = preloadable(() =>
  import('@/app/app-shell').then((m) => ({ default: m.AppShell })),
);
const DashboardRoute = preloadable(() => import('@/app/routes/dashboard'));
const AdminRoute = preloadable(() => import('@/app/routes/admin'));
const ViewedMeRoute = preloadable(() => import('@/app/routes/viewed-me'));
const StandaloneLayout = preloadable(() =>
  loadStandaloneLayout().then((m) => ({ default: m.StandaloneLayout })),
);
const AuthRoute = preloadable(() => import('@/app/routes/auth'));
const MenuRoute = preloadable(() => import('@/app/routes/menu'));
const SettingsRoute = preloadable(() => import('@/app/routes/settings'));
const OwnProfileRoute = preloadable(() => import('@/app/routes/own-profile'));
const MemberProfileRoute = preloadable(() => import('@/app/routes/member-profile'));
const ProfileEditorRoute = preloadable(() => import('@/app/routes/profile-editor'));
const ProfileBuilderRoute = preloadable(() => import('@/app/routes/profile-builder'));
const MediaRoute = preloadable(() => import('@/app/routes/media'));
const DiscoveryRoute = preloadable(() => import('@/app/routes/discovery'));
const HookupRoute = preloadable(() => import('@/app/routes/hookup'));
const EventsRoute = preloadable(() => import('@/app/routes/events'));
const EventRoute = preloadable(() => import('@/app/routes/event'));
const EventFormRoute = preloadable(() => import('@/app/routes/event-form'));
const AdminApprovalsRoute = preloadable(() => import('@/app/routes/admin-approvals'));
const AdminMembersRoute = preloadable(() => import('@/app/routes/admin-members'));
const AdminMemberRoute = preloadable(() => import('@/app/routes/admin-member'));
const AdminRolesRoute = preloadable(() => import('@/app/routes/admin-roles'));
const AdminAuditRoute = preloadable(() => import('@/app/routes/admin-audit'));
const AdminPromotionsRoute = preloadable(() => import('@/app/routes/admin-promotions'));
const AdminReportsRoute = preloadable(() => import('@/app/routes/admin-reports'));
const AdminReportRoute = preloadable(() => import('@/app/routes/admin-report'));
const NoticesRoute = preloadable(() => import('@/app/routes/notices'));
const AdminVerificationRoute = preloadable(() => import('@/app/routes/admin-verification'));
const AdminVerificationReviewRoute = preloadable(
  () => import('@/app/routes/admin-verification-review'),
);
const VerifyRoute = preloadable(() => import('@/app/routes/verify'));
const InfoRoute = preloadable(() => import('@/app/routes/info'));
const EscortRoute = preloadable(() => import('@/app/routes/escort'));
const DesignSystemRoute = preloadable(() => import('@/app/routes/design-system'));
const NotFoundRoute = preloadable(() => import('@/app/routes/not-found'));
const ProfileSetupRoute = preloadable(() => import('@/app/routes/profile-setup'));
const ChatRoute = preloadable(() => import('@/app/routes/chat'));
const MessagesRoute = preloadable(() => import('@/app/routes/messages'));
const NewMessageRoute = preloadable(() => import('@/app/routes/new-message'));
const ChatSettingsRoute = preloadable(() => import('@/app/routes/chat-settings'));
const MessageSettingsRoute = preloadable(() => import('@/app/routes/message-settings'));
const NotificationSettingsRoute = preloadable(() => import('@/app/routes/notification-settings'));
const AccountSettingsRoute = preloadable(() => import('@/app/routes/account-settings'));
const AppLockSettingsRoute = preloadable(() => import('@/app/routes/app-lock-settings'));
const ChatHubRoute = preloadable(() => import('@/app/routes/chat-hub'));
const StoryRoute = preloadable(() => import('@/app/routes/story'));
const RightNowRoute = preloadable(() => import('@/app/routes/right-now'));
const SearchRoute = preloadable(() => import('@/app/routes/search'));
const ActivityRoute = preloadable(() => import('@/app/routes/activity'));
const PostRoute = preloadable(() => import('@/app/routes/post'));
const RoamRoute = preloadable(() => import('@/app/routes/roam'));
const CreatorDashboardRoute = preloadable(() => import('@/app/routes/creator-dashboard'));
const MediaUploadRoute = preloadable(() => import('@/app/routes/media-upload'));
const CheckoutRoute = preloadable(() => import('@/app/routes/checkout'));
const BoostRoute = preloadable(() => import('@/app/routes/boost'));
const ServicesRoute = preloadable(() => import('@/app/routes/services'));
const MassageServicesRoute = preloadable(() => import('@/app/routes/massage-services'));
const MarketplaceRoute = preloadable(() => import('@/app/routes/marketplace'));
const MarketplaceListingRoute = preloadable(() => import('@/app/routes/marketplace-listing'));
const MarketplaceNewRoute = preloadable(() => import('@/app/routes/marketplace-new'));
const MarketplaceEditRoute = preloadable(() => import('@/app/routes/marketplace-edit'));
const MarketplaceMineRoute = preloadable(() => import('@/app/routes/marketplace-mine'));
const PlacesRoute = preloadable(() => import('@/app/routes/places'));
const VenueRoute = preloadable(() => import('@/app/routes/venue'));
const CommercialRoute = preloadable(() => import('@/app/routes/commercial'));
const BusinessRoute = preloadable(() => import('@/app/routes/business'));
const AiAssistantRoute = preloadable(() => import('@/app/routes/ai-assistant'));
const AiLabRoute = preloadable(() => import('@/app/routes/ai-lab'));

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
 * The code of the screen at `pathname`, the page's own first (the builder sheet when `?builder=1`),
 * then the layouts it sits in. Every route element is `preloadable`, so the route table says what a
 * screen needs: /auth never fetches the shell, /admin never the dashboard.
 */
function codeFor(pathname: string, search: string): Array<() => Promise<unknown>> {
  const loads = (matchRoutes(routes, pathname) ?? [])
    .map(
      (match) =>
        (match.route.element as { type?: { preload?: () => Promise<unknown> } } | null)?.type
          ?.preload,
    )
    .filter((load) => load !== undefined)
    .reverse();
  const builder = new URLSearchParams(search).get('builder') === '1' ? [loadBuilderSheet] : [];
  return [...builder, ...loads];
}

/**
 * Fetches the code of the screen the app opened on before React first renders, beside the session
 * (issue 29): before, a page's code started only after the session, its 500 ms and the shell (issue
 * 35), then after the first render's commit. Best effort: a failed download is tried again, and
 * reported, when the page renders.
 */
export function preloadOpeningScreen({ pathname, search }: { pathname: string; search: string }) {
  for (const load of codeFor(pathname, search)) load().catch(() => undefined);
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
        element: <ProtectedRoute />,
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
