import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { runDataFixOnce } from './db/data-fixes.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { registerCompression } from './http/compression.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerNullCharGuard } from './http/null-char-guard.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerMemberKeyedLimits } from './http/rate-limit.ts';
import { isApiRoute, registerRequestTargetGuard } from './http/request-target.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessionGuard } from './http/session-guard.ts';
import { registerStaffGuard } from './http/staff-guard.ts';
import { registerMedia, registerWebApp, wantsHtml } from './http/static-web.ts';
import { AppError } from './lib/errors.ts';
import { afterwards } from './lib/work-scope.ts';
import { toWebHeaders } from './lib/web-headers.ts';
import { memoryEventBus, redisEventBus } from './realtime/event-bus.ts';
import { registerGateway } from './realtime/gateway.ts';
import { memoryMemberLimiter, redisMemberLimiter } from './modules/messaging/member-limits.ts';
import { logRedactPaths } from './lib/log-redaction.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { dataModesRoutes } from './modules/data-modes/data-modes.routes.ts';
import { dataModesService, newMemberDataMode } from './modules/data-modes/data-modes.service.ts';
import { adminService } from './modules/admin/admin.service.ts';
import { adminConsoleRoutes } from './modules/admin/admin-console.routes.ts';
import { adminConsoleService } from './modules/admin/admin-console.service.ts';
import { reportStatsService } from './modules/safety/report-stats.service.ts';
import { createAuth } from './modules/auth/auth.instance.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { accountRoutes } from './modules/auth/account.routes.ts';
import { accountService } from './modules/auth/account.service.ts';
import { authService } from './modules/auth/auth.service.ts';
import { memoryGuardStore, redisGuardStore, signInGuard } from './modules/auth/sign-in-guard.ts';
import { fileMailer } from './modules/mail/mail.service.ts';
import { smtpMailer } from './modules/mail/smtp-mailer.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { dashboardService } from './modules/dashboard/dashboard.service.ts';
import { diagnosticsRoutes } from './modules/diagnostics/diagnostics.routes.ts';
import { diagnosticsService } from './modules/diagnostics/diagnostics.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaStorages } from './modules/media/media.service.ts';
import { publicPhotoUrl } from './modules/photos/photo-urls.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { photosService } from './modules/photos/photos.service.ts';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@blaze/contracts';
import { blocksService } from './modules/blocks/blocks.service.ts';
import { builderRoutes } from './modules/builder/builder.routes.ts';
import { builderService } from './modules/builder/builder.service.ts';
import { discoveryRoutes } from './modules/discovery/discovery.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { eventsService } from './modules/events/events.service.ts';
import { discoveryService } from './modules/discovery/discovery.service.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { messagingService } from './modules/messaging/messaging.service.ts';
import { presenceRoutes } from './modules/presence/presence.routes.ts';
import { presenceService } from './modules/presence/presence.service.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { profilesService } from './modules/profiles/profiles.service.ts';
import { safetyRoutes } from './modules/safety/safety.routes.ts';
import { safetyService } from './modules/safety/safety.service.ts';
import { seedService } from './modules/seed/seed.service.ts';
import { feedRoutes } from './modules/feed/feed.routes.ts';
import { feedService } from './modules/feed/feed.service.ts';
import { followsRoutes } from './modules/follows/follows.routes.ts';
import { followsService } from './modules/follows/follows.service.ts';
import { postsRoutes } from './modules/posts/posts.routes.ts';
import { postsService } from './modules/posts/posts.service.ts';
import { storiesRoutes } from './modules/stories/stories.routes.ts';
import { storiesService } from './modules/stories/stories.service.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { activityService } from './modules/activity/activity.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { searchService } from './modules/search/search.service.ts';
import { creatorsRoutes } from './modules/creators/creators.routes.ts';
import { creatorsService } from './modules/creators/creators.service.ts';
import { builtinProvider } from './modules/payments/builtin-provider.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentsService } from './modules/payments/payments.service.ts';
import { stripeProvider } from './modules/payments/stripe-provider.ts';
import { entitlementsRoutes } from './modules/entitlements/entitlements.routes.ts';
import { entitlementsService } from './modules/entitlements/entitlements.service.ts';
import { roamRoutes } from './modules/roam/roam.routes.ts';
import { roamService } from './modules/roam/roam.service.ts';
import { profileViewsRoutes } from './modules/profile-views/profile-views.routes.ts';
import { profileViewsService } from './modules/profile-views/profile-views.service.ts';
import { boostsRoutes } from './modules/boosts/boosts.routes.ts';
import { boostsService } from './modules/boosts/boosts.service.ts';
import { rightNowRoutes } from './modules/right-now/right-now.routes.ts';
import { rightNowService } from './modules/right-now/right-now.service.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { servicesService } from './modules/services/services.service.ts';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes.ts';
import { marketplaceService } from './modules/marketplace/marketplace.service.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { placesService } from './modules/places/places.service.ts';
import { signalsRoutes } from './modules/signals/signals.routes.ts';
import { signalsService } from './modules/signals/signals.service.ts';
import { accountDataRoutes } from './modules/account-data/account-data.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { assistantService } from './modules/assistant/assistant.service.ts';
import { openAiModel } from './modules/assistant/model/openai-model.ts';
import { accountDataService } from './modules/account-data/account-data.service.ts';
import { exportParts } from './modules/account-data/account-data.sources.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import {
  moderationService,
  type ContentToRemove,
} from './modules/moderation/moderation.service.ts';
import { verificationRoutes } from './modules/verification/verification.routes.ts';
import { jobRunner, type JobRunner } from './modules/jobs/jobs.service.ts';
import { verificationService } from './modules/verification/verification.service.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { speechRoutes } from './modules/assistant/speech/speech.routes.ts';
import { speechProviderFor, speechService } from './modules/assistant/speech/speech.service.ts';
import {
  memorySpeechAllowance,
  redisSpeechAllowance,
} from './modules/assistant/speech/speech-allowance.ts';
import { pushService } from './modules/push/push.service.ts';
import { loadVapidKeys } from './modules/push/vapid-keys.ts';

export const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (decision 033); tests send and work their own names on it. */
    jobs: JobRunner;
  }
}

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  redis: Redis | null;
  /** Where log lines go (stdout by default); tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
  /** Where time-based rules read the time (the system clock by default); tests pass a manual clock. */
  clock?: Clock;
};

/** Builds the whole HTTP app on an open database. Used by main.ts and by every API test. */
export async function buildApp({
  config,
  database,
  redis,
  logStream,
  clock = systemClock,
}: AppDeps): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: logRedactPaths, censor: '[redacted]' },
      ...(logStream ? { stream: logStream } : {}),
    },
    // A hop count as proxy-addr's function (fastify's types leave out the number form it accepts).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: trustProxy ? 'x-request-id' : false,
    bodyLimit: 1024 * 1024,
    // No HEAD twin of every GET route: a HEAD ran the GET's handler and sent its length, with a rate
    // limit bucket of its own (the limiter counts per method and path), so a limited search could be
    // run twice as often. Routes that want HEAD (static files, /, health) say so.
    exposeHeadRoutes: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerRequestTargetGuard(app);
  registerOriginCheck(app, config.trustedOrigins);
  registerNullCharGuard(app);
  await registerSecurityHeaders(app, config);
  await registerCompression(app);

  const { db } = database;
  // Background work (decision 033): stored jobs, run once across nodes, started once the app is ready
  // and stopped (running jobs finished) before the server and then the database close.
  const jobs = jobRunner({ db, clock, log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => jobs.stop());
  const { publicStorage, privateStorage } = mediaStorages(config.mediaDir, config.s3);
  const bus = redis
    ? await redisEventBus(redis, `${config.redis?.keyPrefix ?? 'blaze:'}events`, (err) =>
        app.log.warn({ err }, 'event bus error'),
      )
    : memoryEventBus();
  app.addHook('onClose', async () => bus.close());
  const entitlements = entitlementsService(db, clock);
  const blocks = blocksService(db);
  const presence = presenceService({ db, bus });
  // A like that makes a match is recorded in the matched member's activity (built below, on profiles).
  // A profile served to another member is a view for Viewed Me (built below, on profiles), recorded
  // after the answer went out (issue 30); a failure to record it never fails the profile.
  const profiles = profilesService(
    db,
    blocks,
    publicPhotoUrl(publicStorage),
    (likerId, likedId) =>
      activity.record({ kind: 'match', recipientId: likedId, actorId: likerId }),
    (viewerId, viewedId) => {
      const at = clock.now();
      afterwards(
        () => profileViews.record(viewerId, viewedId, at),
        (err) => app.log.warn({ err }, 'profile view not recorded'),
      );
    },
  );
  const profileViews = profileViewsService({
    db,
    profiles,
    hasPlus: (userId) => entitlements.hasPlus(userId),
    clock,
  });
  const boosts = boostsService({
    db,
    views: profileViews,
    clock,
    listed: async (userId) => {
      const me = await profiles.getOwn(userId);
      return me !== null && me.latitude !== null && me.locationVisible;
    },
    allowance: {
      use: (userId, ref) => entitlements.use(userId, 'boost', ref),
      left: async (userId) => (await entitlements.summary(userId)).boost.left,
    },
    onStarted: ({ memberId, id, endsAt }) => void push.addOnStarted(memberId, 'boost', id, endsAt),
  });
  const activity = activityService({
    db,
    profiles,
    bus,
    onError: (err) => app.log.warn({ err }, 'activity record failed'),
    // Push decides from each new item (built below, on activity; decision 034).
    onRecorded: (item) => push.notifyActivity(item),
  });
  const mailer = config.mail.smtpUrl
    ? smtpMailer(config.mail.smtpUrl, config.mail.from, app.log)
    : fileMailer(config.mail.dir, config.mail.from, app.log);
  const guard = signInGuard(
    redis ? redisGuardStore(redis, config.redis?.keyPrefix ?? 'blaze:') : memoryGuardStore(),
  );
  // The admin service asks auth whether an address is verified; auth tells admin when one becomes so.
  const verifiedEmail = (email: string) => auth.emailVerified(email);
  const admin = adminService(db, { emailVerified: verifiedEmail });
  const onEmailVerified = async (email: string) => {
    if (await admin.grantIfListed(email, config.adminEmails))
      app.log.info('ADMIN_EMAILS: admin granted to a newly verified address');
  };
  const betterAuth = createAuth(db, config);
  const auth = authService(betterAuth, profiles, db, {
    mailer,
    guard,
    publicUrl: config.publicUrl,
    presence,
    onEmailVerified,
    // A suspended or banned member cannot sign in (built below, on auth; decision 027).
    signInRefusal: (userId) => moderation.signInRefusal(userId),
    newMemberDataMode: newMemberDataMode(config.seedDemo),
    signUpAnswerMs: config.signUpAnswerMs,
    log: app.log,
  });
  const account = accountService(betterAuth, auth, profiles, db, {
    mailer,
    guard,
    publicUrl: config.publicUrl,
    onEmailVerified,
    onEmailChanged: (from) => admin.addressLeft(from),
  });
  const diagnostics = diagnosticsService(db);
  const discovery = discoveryService(db, profiles, { map: config.map }, clock);

  const photos = photosService({
    db,
    profiles,
    publicStorage,
    privateStorage,
    secret: config.authSecret,
    // The Verified badge lapses once none of the photos it was approved on remains (decision 029).
    onPublicPhotosChanged: (ownerId, ids) => verification.photosChanged(ownerId, ids),
  });
  const verification = verificationService({
    db,
    clock,
    profiles,
    photos,
    admin,
    secret: config.authSecret,
  });
  // Scam and abuse signals (decision 030): told of new messages by messaging and of reports by safety;
  // asks messaging (built below) whether a member is in a chat and how early a message is.
  const signals = signalsService({
    db,
    clock,
    bus,
    secret: config.authSecret,
    memberSince: async (userId) => {
      const own = await profiles.getOwn(userId);
      return own ? new Date(own.createdAt) : null;
    },
    assertInChat: async (userId, conversationId) => {
      await messaging.get(userId, conversationId);
    },
    sentBefore: (senderId, conversationId, seq) =>
      messaging.sentBefore(senderId, conversationId, seq),
    usernames: async (ids) =>
      new Map([...(await profiles.cardsByIds(ids))].map(([id, card]) => [id, card.username])),
    onError: (err) => app.log.warn({ err }, 'scam signals failed'),
  });
  const safety = safetyService(db, blocks, profiles, (report) => signals.reported(report));
  const places = placesService({
    db,
    clock,
    profiles,
    photos,
    safety,
    isAdmin: (email) => admin.hasRole(email, 'admin'),
    staff: admin,
  });
  const events = eventsService({
    db,
    clock,
    profiles,
    photos,
    places,
    safety,
    activity,
  });
  const dashboard = dashboardService(profiles, discovery, events);
  const follows = followsService(db, profiles, activity);
  const posts = postsService({ db, bus, profiles, photos, safety, activity });
  const search = searchService({ db, profiles, posts, events });
  const creators = creatorsService({ db, profiles, posts });
  const feed = feedService({
    db,
    posts,
    creators,
    profiles,
    discovery,
    events,
    places,
    isAdmin: (email) => admin.hasRole(email, 'admin'),
    staff: admin,
    clock,
  });
  // Stripe when its keys are set; the built-in test provider (no money moves) otherwise (decision 019).
  const payments = paymentsService({
    db,
    provider: config.stripe ? stripeProvider(config.stripe) : builtinProvider(),
    grants: entitlements,
    clock,
    publicUrl: config.publicUrl,
    isAdmin: (email) => admin.hasRole(email, 'admin'),
    staff: admin,
    onError: (err) => app.log.warn({ err }, 'payment provider error'),
  });
  const limits = redis
    ? redisMemberLimiter(redis, `${config.redis?.keyPrefix ?? 'blaze:'}ml:`, (err) =>
        app.log.warn({ err }, 'member limiter error'),
      )
    : memoryMemberLimiter();
  const messaging = messagingService({
    db,
    profiles,
    blocks,
    photos,
    safety,
    bus,
    limits,
    onError: (err) => app.log.warn({ err }, 'badge frames failed'),
    // Service chats show the provider as his listing does (decision 025; built below, on messaging).
    serviceCards: (providerIds) => services.chatCards(providerIds),
    // Listing messages show the listing as it is now (built below, on messaging).
    listingCards: (viewerId, ids) => marketplace.messageCards(viewerId, ids),
    signals,
    // A story reply is told as a story reply (from activity), not a second time as a message.
    onNewMessage: (m) => {
      if (m.kind === 'story') return;
      push.notifyMany(m.recipientIds, {
        kind: 'message',
        conversationId: m.conversationId,
        senderId: m.senderId,
        messageKind: m.kind,
        text: m.body,
      });
    },
  });
  const stories = storiesService({
    db,
    profiles,
    photos,
    follows,
    discovery,
    messaging,
    safety,
    activity,
  });
  const services = servicesService({
    db,
    clock,
    profiles,
    photos,
    discovery,
    safety,
    messaging,
    isAdmin: (email) => admin.hasRole(email, 'admin'),
    staff: admin,
  });
  const rightNow = rightNowService({
    db,
    clock,
    profiles,
    photos,
    discovery,
    safety,
    entitlements,
    onPosted: ({ authorId, id, endsAt }) =>
      void push.addOnStarted(authorId, 'right_now', id, endsAt),
  });
  // Places (decision 023). Its ports for events: places.venueRef, venueByName, ownsVenue.
  const marketplace = marketplaceService({
    db,
    clock,
    profiles,
    photos,
    discovery,
    blocks,
    messaging,
    safety,
    isAdmin: (email) => admin.hasRole(email, 'admin'),
    staff: admin,
  });
  // The admin area (decision 028).
  const adminConsole = adminConsoleService(db, {
    staff: admin,
    profiles,
    reports: reportStatsService(db),
    places,
    services,
    pendingVerifications: () => verification.pendingCount(),
  });
  // The assistant (issue 19, decision 039): its actions run through the same services as the app's
  // routes, with the member's own id; an export it starts is account data's (built below).
  const assistant = assistantService({
    db,
    clock,
    ports: {
      discovery,
      profiles,
      search,
      messaging,
      boosts,
      rightNow,
      entitlements,
      events,
      places,
      exports: { start: (userId) => accountData.start(userId) },
    },
    blocks,
    // The configured model (AI_BASE_URL), when there is one; it logs only figures, never words.
    model: config.ai ? openAiModel(config.ai, { log: app.log }) : null,
    onError: (err, what) => app.log.warn({ err }, what),
  });
  // Export my data and delete my account (decision 032): each module's data read through its service.
  const accountData = accountDataService({
    db,
    clock,
    storage: privateStorage,
    parts: exportParts({
      profiles,
      messaging,
      photos,
      posts,
      stories,
      follows,
      discovery,
      places,
      events,
      marketplace,
      services,
      payments,
      entitlements,
      safety,
      assistant,
    }),
    photoFiles: (userId) => photos.exportFiles(userId),
    usernameOf: async (userId) => (await profiles.getOwn(userId))?.username ?? null,
    auth,
    photos,
    messaging,
    payments,
    removeOtherFiles: [(userId) => verification.removeMemberSelfies(userId)],
    jobs,
  });
  // Moderation (decision 027): reported content comes down through the module that owns it, by its owner.
  const removeContent = async ({ kind, id, ownerId, conversationId }: ContentToRemove) => {
    if (!ownerId) return false;
    try {
      if (kind === 'message' && conversationId)
        await messaging.deleteMessage(ownerId, conversationId, id, 'everyone');
      else if (kind === 'post') await posts.remove(ownerId, id);
      else if (kind === 'comment') await posts.removeComment(ownerId, id);
      else if (kind === 'story') await stories.remove(ownerId, id);
      else if (kind === 'right_now') await rightNow.end(ownerId, id);
      else if (kind === 'event') await events.cancel(ownerId, id);
      else if (kind === 'venue') await places.remove(ownerId, id);
      else if (kind === 'listing') await marketplace.delete(ownerId, id);
      else if (kind === 'service') await services.remove(ownerId, id);
      else return false;
      return true;
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) return false;
      throw err;
    }
  };
  const moderation = moderationService({
    db,
    clock,
    admin,
    members: async (ids) => {
      const cards = await profiles.cardsByIds([...new Set(ids)]);
      return new Map(
        [...cards].map(([id, c]) => [
          id,
          { id, username: c.username, displayName: c.displayName, avatarUrl: c.avatarUrl },
        ]),
      );
    },
    signOutEverywhere: (userId) => auth.signOutEverywhere(userId),
    messageContext: (conversationId, reporterId, messageId, reportedAt) =>
      messaging.reportContext(conversationId, reporterId, messageId, reportedAt),
    removeContent,
    credentialsOf: (email, password, ip) => auth.credentialsOf(email, password, ip),
    onNotices: (ids) => {
      for (const id of ids) push.notify(id, { kind: 'moderation' });
    },
  });
  // Web push (decision 034): delivery and the add-ons' end notices run as stored jobs.
  const push = pushService({
    db,
    bus,
    clock,
    config: config.push,
    keys: await loadVapidKeys(
      config.push,
      config.database.kind === 'postgres' ? 'database' : 'file',
      db,
    ),
    queue: jobs,
    ports: {
      appOpen: (memberId) => presence.appOpen(memberId),
      appsOpen: (memberIds) => presence.appsOpen(memberIds),
      chat: (memberId, conversationId) => messaging.pushState(memberId, conversationId),
      blockedEitherWay: (a, b) => blocks.isBlockedEitherWay(a, b),
      names: async (ids) =>
        new Map(
          [...(await profiles.cardsByIds(ids))].map(([id, c]) => [
            id,
            c.displayName || `@${c.username}`,
          ]),
        ),
      unread: async (memberId) =>
        (await messaging.unreadForBadge(memberId)) + (await activity.unreadCount(memberId)),
      rightNowRanToEnd: (memberId, id, endsAt) => rightNow.ranToEnd(memberId, id, endsAt),
    },
    onError: (err) => app.log.warn({ err }, 'push failed'),
    log: (line) => app.log.info({ push: line }, 'push delivery'),
    skipped: (line) => app.log.debug({ push: line }, 'push skipped'),
  });

  registerMemberKeyedLimits(app);
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.globalMax,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: `${config.redis?.keyPrefix ?? 'blaze:'}rl:` } : {}),
    skipOnError: true,
    // The web app's files and photos are static and cacheable; every API route and every request that
    // matches no route (probing) is limited. Decided on the matched route, never the raw path.
    allowList: (request) => request.routeOptions.url !== undefined && !isApiRoute(request),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many attempts. Please wait ${Math.max(1, Math.ceil(ctx.ttl / 60000))} minute(s) and try again.`,
      ),
  });

  await registerApiDocs(app, config, VERSION);

  registerSessionGuard(app, auth);
  registerStaffGuard(app, admin);
  await registerGateway(app, {
    bus,
    chat: messaging,
    presence,
    trustedOrigins: config.trustedOrigins,
    currentMember: (request) => auth.currentMember(toWebHeaders(request)),
    sessionTag: (request) => auth.sessionTag(toWebHeaders(request)),
    onSignOut: (listener) => auth.onSignOut(listener),
    onMemberSignedOut: (listener) => auth.onMemberSignedOut(listener),
    forgetMemberSessions: (userId, keepTag) => auth.forgetMemberSessions(userId, keepTag),
  });
  await app.register(authRoutes(auth, config));
  await app.register(accountRoutes(account));
  await app.register(adminRoutes(admin));
  await app.register(adminConsoleRoutes(adminConsole));
  await app.register(profilesRoutes(profiles));
  await app.register(discoveryRoutes(discovery));
  await app.register(presenceRoutes(presence));
  await app.register(safetyRoutes(safety));
  await app.register(messagingRoutes(messaging));
  await app.register(builderRoutes(builderService(config, profiles)));
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  await app.register(photosRoutes(photos));
  await app.register(verificationRoutes(verification));
  await app.register(diagnosticsRoutes(diagnostics));
  await app.register(dashboardRoutes(dashboard));
  await app.register(eventsRoutes(events));
  await app.register(followsRoutes(follows));
  await app.register(postsRoutes(posts, profiles));
  await app.register(feedRoutes(feed));
  await app.register(storiesRoutes(stories));
  await app.register(searchRoutes(search));
  await app.register(activityRoutes(activity));
  await app.register(creatorsRoutes(creators));
  await app.register(paymentsRoutes(payments));
  await app.register(entitlementsRoutes(entitlements));
  await app.register(roamRoutes(roamService({ db, discovery, entitlements, clock })));
  await app.register(profileViewsRoutes(profileViews));
  await app.register(boostsRoutes(boosts));
  await app.register(rightNowRoutes(rightNow));
  await app.register(servicesRoutes(services, { enabled: config.servicesEnabled }));
  await app.register(marketplaceRoutes(marketplace));
  await app.register(placesRoutes(places));
  await app.register(signalsRoutes(signals));
  await app.register(accountDataRoutes(accountData));
  await app.register(assistantRoutes(assistant));
  await app.register(moderationRoutes(moderation));
  await app.register(pushRoutes(push, (request) => auth.sessionToken(toWebHeaders(request))));
  await app.register(
    speechRoutes(
      speechService(speechProviderFor(config, clock), config.ai !== null, {
        repliesTo: assistant.latestReplies,
        allowance: redis
          ? redisSpeechAllowance(redis, `${config.redis?.keyPrefix ?? 'blaze:'}speech:`, (err) =>
              app.log.warn({ err }, 'speech allowance error'),
            )
          : memorySpeechAllowance(),
        clock,
      }),
    ),
  );
  await app.register(dataModesRoutes(dataModesService(db)));
  await app.register(
    healthRoutes(
      database,
      redis ? 'redis' : 'memory',
      VERSION,
      async (request) =>
        config.env !== 'production' ||
        (request.member !== null && (await admin.check(request.member.email)).isAdmin),
    ),
  );

  await registerMedia(app, path.join(config.mediaDir, 'public'), {
    folder: 'services',
    allows: (photoId) => services.photoServable(photoId),
  });
  const sendIndex = config.serveWeb ? await registerWebApp(app, config.webDistDir) : null;

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    if (sendIndex && request.method === 'GET' && wantsHtml(request.url, request.headers.accept))
      return sendIndex(request, reply);
    throw new AppError(
      404,
      'NOT_FOUND',
      `No route for ${request.method} ${request.url.split('?')[0]}.`,
    );
  });

  for (const email of config.adminEmails) await admin.grantIfListed(email, config.adminEmails);
  await payments.ensureCatalogue();
  if (!config.stripe && config.env === 'production')
    app.log.warn(
      'payments: the built-in test provider is taking payments in production, so add-ons cost nothing; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  if (config.seedDemo) {
    // Most of a new database's seed is drawing pictures (avatars, venue, service and listing photos),
    // which sharp does off the main thread: the venues are drawn while the members are, and the
    // services' and listings' photos together once the members exist (issue 30: the first start).
    await Promise.all([
      (async () => {
        await seedService({
          auth,
          profiles,
          photos,
          storage: publicStorage,
          log: app.log,
        }).seedDemoMembers();
        await Promise.all([
          config.servicesEnabled ? services.ensureDemoProviders() : null,
          marketplace.ensureDemoListings(),
        ]);
      })(),
      places.ensureDemoVenues(),
    ]);
    await places.ensureDemoCheckIns();
    await events.ensureDemoEvents();
    await feed.ensureDemoPromotions();
    await posts.ensureDemoPosts();
    await rightNow.ensureDemoPosts();
    // Demo refreshers, once across the nodes like the other recurring work.
    places.registerDemoJobs(jobs);
    rightNow.registerDemoJobs(jobs);
    events.registerDemoJobs(jobs);
  }
  await messaging.ensureRooms();
  await discovery.placeMissingPublicPoints();
  // Rows named by their true point before decision 008 named them by their cell: once per database.
  await runDataFixOnce(db, 'names-by-public-point', () => discovery.renameByPublicPoints());
  // Recurring work runs as jobs, once across the nodes (decision 033; account data registers its own
  // export, erase and sweep jobs). The presence relay stays on each node: it relays this node's changes.
  for (const module of [
    payments,
    places,
    diagnostics,
    photos,
    verification,
    messaging,
    auth,
    discovery,
    profileViews,
    events,
    stories,
    signals,
    presence,
  ])
    module.registerJobs(jobs);
  const stopPresenceRelay = presence.startRelay((err) =>
    app.log.warn({ err }, 'presence relay failed'),
  );
  app.addHook('onClose', async () => stopPresenceRelay());
  return app;
}
