/**
 * The one typed path map (spec section 2). `pattern` is what the router matches; `to()` builds a link.
 * Nothing else in the app spells a route by hand.
 */

import type { HookupFilter, HookupMode } from '@blaze/contracts/discovery';
import type { EventKind, EventTab } from '@blaze/contracts/events';
import type { ProductId } from '@blaze/contracts/payments';
import type { SearchKind } from '@blaze/contracts/search';

const enc = encodeURIComponent;

export const paths = {
  root: { pattern: '/', to: () => '/' },
  auth: {
    pattern: '/auth',
    to: (redirect?: string) => (redirect ? `/auth?redirect=${enc(redirect)}` : '/auth'),
  },
  escort: { pattern: '/escort/:username', to: (username: string) => `/escort/${enc(username)}` },

  info: {
    help: { pattern: '/help', to: () => '/help' },
    about: { pattern: '/about', to: () => '/about' },
    careers: { pattern: '/careers', to: () => '/careers' },
    press: { pattern: '/press', to: () => '/press' },
    safety: { pattern: '/safety', to: () => '/safety' },
    community: { pattern: '/community', to: () => '/community' },
    privacy: { pattern: '/privacy', to: () => '/privacy' },
    terms: { pattern: '/terms', to: () => '/terms' },
    cookies: { pattern: '/cookies', to: () => '/cookies' },
  },
  designSystem: { pattern: '/design-system', to: () => '/design-system' },
  designSystemDemo: { pattern: '/design-system-demo', to: () => '/design-system-demo' },

  profileSetup: { pattern: '/profile-setup', to: () => '/profile-setup' },
  profileBuilder: { pattern: '/profile-builder', to: () => '/profile-builder' },
  appProfileBuilder: { pattern: '/app/profile-builder', to: () => '/app/profile-builder' },
  aiLab: { pattern: '/ai-lab', to: () => '/ai-lab' },
  events: {
    pattern: '/events',
    to: (query?: { kind?: EventKind; tab?: EventTab } | EventKind) => {
      const q = typeof query === 'string' ? { kind: query } : (query ?? {});
      const search = new URLSearchParams();
      if (q.tab && q.tab !== 'near') search.set('tab', q.tab);
      if (q.kind) search.set('kind', q.kind);
      const qs = search.toString();
      return qs ? `/events?${qs}` : '/events';
    },
  },
  eventNew: { pattern: '/events/new', to: () => '/events/new' },
  event: {
    pattern: '/events/:eventId',
    to: (eventId: string, invite?: string | null) =>
      invite ? `/events/${enc(eventId)}?invite=${enc(invite)}` : `/events/${enc(eventId)}`,
  },
  eventEdit: {
    pattern: '/events/:eventId/edit',
    to: (eventId: string) => `/events/${enc(eventId)}/edit`,
  },
  search: {
    pattern: '/search',
    to: (q?: string, kind?: SearchKind) => {
      const search = new URLSearchParams();
      if (q) search.set('q', q);
      if (kind) search.set('kind', kind);
      const qs = search.toString();
      return qs ? `/search?${qs}` : '/search';
    },
  },
  marketplace: { pattern: '/marketplace', to: () => '/marketplace' },
  /** Not in the spec: the marketplace's own pages (issue 16). */
  marketplaceNew: { pattern: '/marketplace/new', to: () => '/marketplace/new' },
  marketplaceMine: { pattern: '/marketplace/mine', to: () => '/marketplace/mine' },
  marketplaceListing: {
    pattern: '/marketplace/:listingId',
    to: (listingId: string) => `/marketplace/${enc(listingId)}`,
  },
  marketplaceEdit: {
    pattern: '/marketplace/:listingId/edit',
    to: (listingId: string) => `/marketplace/${enc(listingId)}/edit`,
  },
  massageServices: { pattern: '/massage-services', to: () => '/massage-services' },
  venue: { pattern: '/venue/:venueId', to: (venueId: string) => `/venue/${enc(venueId)}` },
  chatHub: { pattern: '/chat-hub', to: () => '/chat-hub' },
  rawAfStory: {
    pattern: '/app/raw-af/story/:slug',
    to: (slug: string) => `/app/raw-af/story/${enc(slug)}`,
  },
  admin: { pattern: '/admin', to: () => '/admin' },
  /** Issue 17's admin area (decision 028). Reports and Verification are built by other helpers. */
  adminReports: { pattern: '/admin/reports', to: () => '/admin/reports' },
  adminVerification: { pattern: '/admin/verification', to: () => '/admin/verification' },
  adminApprovals: { pattern: '/admin/approvals', to: () => '/admin/approvals' },
  adminPromotions: { pattern: '/admin/promotions', to: () => '/admin/promotions' },
  adminMembers: {
    pattern: '/admin/members',
    to: (q?: string) => (q ? `/admin/members?q=${enc(q)}` : '/admin/members'),
  },
  adminMember: { pattern: '/admin/members/:id', to: (id: string) => `/admin/members/${enc(id)}` },
  adminRoles: { pattern: '/admin/roles', to: () => '/admin/roles' },
  adminAudit: {
    pattern: '/admin/audit',
    to: (filter?: { subjectKind?: string; subjectId?: string; actorId?: string }) => {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(filter ?? {})) if (v) search.set(k, v);
      const qs = search.toString();
      return qs ? `/admin/audit?${qs}` : '/admin/audit';
    },
  },
  /** Issue 17: one report (moderators). */
  adminReport: {
    pattern: '/admin/reports/:reportId',
    to: (reportId: number) => `/admin/reports/${reportId}`,
  },
  /** Issue 17 (decision 029): the moderators' verification queue and one request's review. */
  adminVerificationReview: {
    pattern: '/admin/verification/:requestId',
    to: (requestId: string) => `/admin/verification/${enc(requestId)}`,
  },
  /** Issue 17 (decision 029): a member asks to be verified. */
  verify: { pattern: '/app/verify', to: () => '/app/verify' },

  discovery: { pattern: '/discovery', to: () => '/discovery' },
  dashboard: { pattern: '/dashboard', to: () => '/dashboard' },
  hookup: {
    pattern: '/app/hookup',
    to: (query?: { mode?: HookupMode; filter?: HookupFilter; view?: 'grid' }) => {
      const search = new URLSearchParams();
      if (query?.mode) search.set('mode', query.mode);
      if (query?.filter) search.set('filter', query.filter);
      if (query?.view) search.set('view', query.view);
      const qs = search.toString();
      return qs ? `/app/hookup?${qs}` : '/app/hookup';
    },
  },
  commercial: { pattern: '/app/commercial', to: () => '/app/commercial' },
  places: {
    pattern: '/app/places',
    to: (action?: 'checkin') => (action ? `/app/places?action=${action}` : '/app/places'),
  },
  services: { pattern: '/app/services', to: () => '/app/services' },
  /** Not in the spec: a business account, its venues and claims (issue 16). */
  business: { pattern: '/app/business', to: () => '/app/business' },
  discover: { pattern: '/app/discover', to: () => '/app/discover' },
  messages: { pattern: '/app/messages', to: () => '/app/messages' },
  newMessage: { pattern: '/app/messages/new', to: () => '/app/messages/new' },
  aiAssistant: { pattern: '/ai-assistant', to: () => '/ai-assistant' },
  media: { pattern: '/app/media', to: () => '/app/media' },
  mediaUpload: { pattern: '/app/media/upload', to: () => '/app/media/upload' },
  profile: { pattern: '/app/profile', to: () => '/app/profile' },
  profileById: {
    pattern: '/app/profile/:userId',
    to: (userId: string) => `/app/profile/${enc(userId)}`,
  },
  user: { pattern: '/app/user/:userId', to: (userId: string) => `/app/user/${enc(userId)}` },
  profileEditor: { pattern: '/profile-editor', to: () => '/profile-editor' },
  chat: {
    pattern: '/app/chat/:conversationId',
    to: (conversationId: string) => `/app/chat/${enc(conversationId)}`,
  },
  chatSettings: {
    pattern: '/app/chat/:conversationId/settings',
    to: (conversationId: string) => `/app/chat/${enc(conversationId)}/settings`,
  },
  settings: { pattern: '/app/settings', to: () => '/app/settings' },
  messageSettings: { pattern: '/app/settings/messages', to: () => '/app/settings/messages' },
  accountSettings: { pattern: '/app/settings/account', to: () => '/app/settings/account' },
  /** Issue 18: push on this device, each kind in app and push, preview level, quiet hours. */
  notificationSettings: {
    pattern: '/app/settings/notifications',
    to: () => '/app/settings/notifications',
  },
  /** Not in the spec: the app lock's PIN and timing (issue 18). */
  appLockSettings: { pattern: '/app/settings/lock', to: () => '/app/settings/lock' },
  creatorDashboard: { pattern: '/app/creator-dashboard', to: () => '/app/creator-dashboard' },
  /** Not in the spec: the list behind the top bar's bell (issue 14). */
  activity: { pattern: '/app/activity', to: () => '/app/activity' },
  /** Issue 17: statements of reasons about him and the outcomes of his reports. */
  notices: { pattern: '/app/notices', to: () => '/app/notices' },
  /** Not in the spec: one post, opened from search or activity (issue 14). */
  post: { pattern: '/app/post/:postId', to: (postId: string) => `/app/post/${enc(postId)}` },
  menu: { pattern: '/app/menu', to: () => '/app/menu' },
  boost: { pattern: '/app/boost', to: () => '/app/boost' },
  /** Not in the spec: who viewed my profile (issue 15). */
  viewedMe: { pattern: '/app/viewed-me', to: () => '/app/viewed-me' },
  rightNow: { pattern: '/app/right-now', to: () => '/app/right-now' },
  /** Roam; `?explore=City` browses that city's grid without showing there (issue 15). */
  roam: {
    pattern: '/app/roam',
    to: (explore?: string) => (explore ? `/app/roam?explore=${enc(explore)}` : '/app/roam'),
  },
  /** Not in the spec: buying an add-on (issue 15); `returnPath` is where he goes after paying. */
  checkout: {
    pattern: '/app/checkout',
    to: (productId: ProductId, returnPath?: string) => {
      const search = new URLSearchParams({ product: productId });
      if (returnPath) search.set('return', returnPath);
      return `/app/checkout?${search.toString()}`;
    },
  },
} as const;

/** spec section 2, Redirects. `:param` segments carry over; the query string is always kept. */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/app/services/escort/:username', to: paths.escort.pattern },
  { from: '/home', to: paths.dashboard.pattern },
  { from: '/hookup', to: paths.hookup.pattern },
  { from: '/commercial', to: paths.commercial.pattern },
  { from: '/places', to: paths.places.pattern },
  { from: '/venues', to: paths.places.pattern },
  { from: '/map', to: paths.places.pattern },
  { from: '/services', to: paths.services.pattern },
  { from: '/escorts', to: paths.services.pattern },
  { from: '/discover', to: paths.discovery.pattern },
  { from: '/feed', to: paths.discovery.pattern },
  { from: '/enhanced-feed', to: paths.discovery.pattern },
  { from: '/browse', to: paths.discovery.pattern },
  { from: '/messages', to: paths.messages.pattern },
  { from: '/matebot', to: paths.messages.pattern },
  { from: '/media', to: paths.media.pattern },
  { from: '/raw-af', to: paths.media.pattern },
  { from: '/podcast', to: paths.media.pattern },
  { from: '/creator', to: paths.media.pattern },
  { from: '/profile', to: paths.profile.pattern },
  { from: '/enhanced-signup', to: paths.auth.pattern },
  { from: '/login', to: paths.auth.pattern },
  { from: '/health', to: paths.discover.pattern },
];

/** spec section 2, Startup shortcuts: `?shortcut=` at the root. */
export const startupShortcuts: Readonly<Record<string, string>> = {
  hookup: paths.hookup.to(),
  messages: paths.messages.to(),
  profile: paths.profile.to(),
  explore: paths.places.to(),
};

/** spec section 2: the `web+blaze://` protocol handler targets; anything else opens the dashboard. */
export const protocolTargets: Readonly<Record<string, string>> = {
  profile: paths.profile.to(),
  messages: paths.messages.to(),
  hookup: paths.hookup.to(),
};
