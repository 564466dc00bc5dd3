import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  primaryKey,
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** An earth point (cube + earthdistance), as ll_to_earth() makes it. */
const earthPoint = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- better-auth tables (field names are better-auth's; columns snake_case) ----

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Two-factor sign-in with an authenticator app is on (better-auth's twoFactor plugin, decision 031). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** The member's own city when the session began (never a point, never from the IP; decision 031). */
    city: text('city'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable('verifications', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Blaze tables ----

/** Spec section 3: every profile column, builder columns included. latitude/longitude are the exact
 *  point, kept for the owner only; others see a displaced public point (discovery issue). */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    fullName: text('full_name'),
    displayName: text('display_name'),
    bio: text('bio'),
    age: integer('age'),
    /** His main photo (a public one); its URL is built when a reply is mapped, never stored. */
    avatarPhotoId: text('avatar_photo_id').references((): AnyPgColumn => photos.id, {
      onDelete: 'set null',
    }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    city: text('city'),
    country: text('country'),
    isOnline: boolean('is_online').notNull().default(false),
    lastActive: timestamp('last_active', { withTimezone: true }),
    locationVisible: boolean('location_visible').notNull().default(true),
    /** The only point other members' queries ever use: his grid cell's centre, or his city's (decision 008). */
    publicLat: doublePrecision('public_lat'),
    publicLng: doublePrecision('public_lng'),
    /**
     * The public point as an earth point, kept by PostgreSQL itself: the nearby search reads and
     * indexes it instead of converting every candidate's latitude and longitude on each query.
     */
    publicEarth: earthPoint('public_earth').generatedAlwaysAs(
      sql`ll_to_earth(public_lat, public_lng)`,
    ),
    /**
     * Grid cells he was placed in (public points themselves), in the order he was first placed in them,
     * each with how many times he was placed in it (`n`; none: once). See `placePublicPoint`.
     */
    publicCells: jsonb('public_cells')
      .$type<Array<{ lat: number; lng: number; n?: number }>>()
      .notNull()
      .default([]),
    /** His accepted locations of the last hour, for the jump rule (exact: never leaves the server). */
    recentLocations: jsonb('recent_locations')
      .$type<Array<{ lat: number; lng: number; at: number }>>()
      .notNull()
      .default([]),
    hideDistance: boolean('hide_distance').notNull().default(false),
    /**
     * While he roams (decision 022) his public point is the roamed city's centre until then; his true
     * point keeps following his device. Null when he is not roaming (lapsed roams are put home by the
     * discovery module's settle step).
     */
    roamingUntil: timestamp('roaming_until', { withTimezone: true }),
    /** Where his true point is while he roams (a listed city; null: 'another city'): his 'Visiting from'. */
    roamHomeCity: text('roam_home_city'),
    /** 'device' (browser geolocation) or 'city' (picked from the list when he would rather not share). */
    locationSource: text('location_source').notNull().default('device'),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    profileCompletionPercentage: integer('profile_completion_percentage').notNull().default(0),
    /** His public album's photo ids, in album order (kept by the photos module). */
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    profileType: text('profile_type').notNull().default('dating'),
    pronouns: text('pronouns'),
    intent: text('intent')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    height: integer('height'),
    weight: integer('weight'),
    bodyType: text('body_type'),
    tribe: text('tribe'),
    eyeColour: text('eye_colour'),
    ethnicity: text('ethnicity'),
    dickLength: text('dick_length'),
    dickGirth: text('dick_girth'),
    holeTightness: text('hole_tightness'),
    sexualPosition: text('sexual_position')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sexualStyle: text('sexual_style')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kinksFetishes: jsonb('kinks_fetishes').$type<Record<string, unknown>>().notNull().default({}),
    drugChem: text('drug_chem'),
    consentBoundaries: text('consent_boundaries'),
    hivStatus: text('hiv_status'),
    onPrep: text('on_prep'),
    lastTested: text('last_tested'),
    stiTransparency: text('sti_transparency'),
    healthTags: text('health_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    privateImages: text('private_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    premiumImages: text('premium_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    privacySettings: jsonb('privacy_settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    verificationStatus: text('verification_status').notNull().default('unverified'),
    manualProfile: jsonb('manual_profile').$type<Record<string, unknown>>(),
    whatImInto: text('what_im_into'),
    lookingFor: text('looking_for')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Builder preferences: preferredAges, preferredBodyTypes, preferredPositions. */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * Data modes (issue 18, decision 038): 'production' (demo members and demo rows hidden), 'demo'
     * (shown, labelled as sample data) or 'testing' (hidden, with the testing banner). Set at sign-up
     * from SEED_DEMO; only the member changes it.
     */
    dataMode: text('data_mode').notNull().default('production'),
    /** He chose to see explicit posts unblurred (off until he says so; never for signed-out visitors). */
    showExplicit: boolean('show_explicit').notNull().default(false),
    /** He turned the dashboard's stories row off. */
    storiesRowOff: boolean('stories_row_off').notNull().default(false),
    /** A creator profile: a badge, a tagline, creator cards in feeds and the creator dashboard. */
    isCreator: boolean('is_creator').notNull().default(false),
    creatorTagline: text('creator_tagline'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    index('profiles_online_idx').on(t.isOnline, t.lastActive),
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('profiles_display_name_trgm_idx').using('gin', sql`${t.displayName} gin_trgm_ops`),
    index('profiles_creators_idx')
      .on(t.createdAt)
      .where(sql`${t.isCreator}`),
    index('profiles_public_point_gist').using('gist', t.publicEarth),
    // The demo community, counted for the block rule's bound (decision 038).
    index('profiles_demo_idx')
      .on(t.id)
      .where(sql`${t.isDemo}`),
    // The roams to put home when they lapse.
    index('profiles_roaming_until_idx')
      .on(t.roamingUntil)
      .where(sql`${t.roamingUntil} is not null`),
    // The same public points on the Mercator plane (db/earth.ts `mercatorPoint`): its KNN walk bounds
    // the nearby page several times faster than the cube index's (decision 009).
    index('profiles_public_xy_gist')
      .using(
        'gist',
        sql`point(radians(${t.publicLng}), ln(tan(pi() / 4 + radians(least(greatest(${t.publicLat}, -85), 85)) / 2)))`,
      )
      .where(sql`${t.publicLat} is not null`),
  ],
);

/** Spec section 6: a member is an admin when an active row carries his e-mail. */
export const adminUsers = pgTable('admin_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  role: text('role').notNull().default('admin'),
  isActive: boolean('is_active').notNull().default(true),
  isSuperadmin: boolean('is_superadmin').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Issue 17: every admin action (who, what, when, why), append-only. No route updates or deletes it and
 * a trigger (migration 0028) refuses UPDATE and DELETE. No foreign keys: a row outlives the member or
 * the content it names, so the actor's e-mail and the subject's id are copied in.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** moderator, admin or superadmin, at the time of the action. */
    actorRole: text('actor_role').notNull(),
    /** What was done, a dotted name: 'report.dismiss', 'member.suspend', 'venue.approve', 'role.grant'... */
    action: text('action').notNull(),
    /** What it was done to: 'member', 'report', 'venue', 'service', 'listing', 'promotion', 'admin'... */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Why: the reason template's text and the free text, as the actor gave them. */
    reason: text('reason'),
    /** Anything else worth keeping (the suspension's end, the role granted): no message text. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    index('admin_audit_log_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt),
    index('admin_audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** Reports from the web app's error screen, kept for operators (POST /api/errors). */
export const errorReports = pgTable(
  'error_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    errorId: text('error_id').notNull(),
    userId: text('user_id'),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per error id: a retried or replayed report is not stored again.
  (t) => [uniqueIndex('error_reports_error_id_key').on(t.errorId)],
);

/** One block table that every feature honours: blocker and blocked vanish from each other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** Null when a whole group conversation is reported. */
    /** Set null when he deletes his account: the report and its evidence copy stay (decision 032). */
    reportedId: text('reported_id').references(() => profiles.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** Reported from a chat: the conversation, and the message when one was picked. */
    conversationId: text('conversation_id'),
    messageId: text('message_id'),
    /** A copy of the reported message's text, kept even if it is unsent or disappears. */
    evidence: text('evidence'),
    /**
     * Reported content other than a chat: 'post', 'comment', 'story', 'right_now', 'venue', 'event',
     * 'service' (a provider's listing) or 'listing' (the marketplace) and its id (no foreign key: the
     * report outlives the content, whose text and photo ids are copied into evidence).
     */
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    /** 'open' (unreviewed), 'escalated' or 'resolved' (issue 17's queue). */
    status: text('status').notNull().default('open'),
    /** The moderator who resolved it, when, and the action that did (dismiss, warn, remove...). */
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_target_idx')
      .on(t.targetKind, t.targetId)
      .where(sql`${t.targetKind} is not null`),
    check(
      'reports_target_kind_check',
      sql`${t.targetKind} in ('post', 'comment', 'story', 'right_now', 'venue', 'event', 'service', 'listing', 'appeal')`,
    ),
  ],
);

export const likes = pgTable(
  'likes',
  {
    likerId: text('liker_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    likedId: text('liked_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.likerId, t.likedId] }), index('likes_liked_idx').on(t.likedId)],
);

/** Members a member keeps an eye on (the star). Private: nobody learns he is someone's favourite. */
export const favourites = pgTable(
  'favourites',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.memberId] }),
    // A member who leaves takes his rows with him (cascade), found by this index, not a scan.
    index('favourites_member_idx').on(t.memberId),
  ],
);

/** Swiped left: he leaves the swipe deck until the member starts over. */
export const passes = pgTable(
  'passes',
  {
    passerId: text('passer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    passedId: text('passed_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.passerId, t.passedId] }),
    index('passes_passed_idx').on(t.passedId),
  ],
);

/**
 * A conversation: one per pair for 1:1 (pair_key), or a named group, or a public city room. last_seq
 * hands out the per-conversation sequence numbers: bumping it locks the row, so seqs never collide.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    /** The two member ids in sorted order, so a pair has exactly one conversation; null for groups. */
    pairKey: text('pair_key'),
    isGroup: boolean('is_group').notNull().default(false),
    name: text('name'),
    /** Set for the public city rooms of /chat-hub. */
    roomCity: text('room_city'),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    disappearAfterSeconds: integer('disappear_after_seconds'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.pairKey),
    uniqueIndex('conversations_room_city_key').on(t.roomCity),
  ],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    /** False while the conversation sits in his Requests folder (a stranger wrote first). */
    accepted: boolean('accepted').notNull().default(true),
    deliveredSeq: integer('delivered_seq').notNull().default(0),
    readSeq: integer('read_seq').notNull().default(0),
    /** 'Delete chat' on a 1:1: he sees only messages after this seq. */
    clearedSeq: integer('cleared_seq').notNull().default(0),
    /** He joined a group or room after this seq; earlier messages are not his to read. */
    joinedSeq: integer('joined_seq').notNull().default(0),
    muted: boolean('muted').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/** One message. (sender_id, client_id) is unique: a retried send is stored once. */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /**
     * No foreign key: when the sender deletes his account his messages stay in the others' chats as
     * 'Deleted member' (DELETED_MEMBER_ID) with their content removed (decision 032).
     */
    senderId: text('sender_id').notNull(),
    clientId: text('client_id').notNull(),
    kind: text('kind').notNull(),
    body: text('body'),
    photoId: text('photo_id'),
    /** A location pin: the centre of a ~445 m map cell (a quarter of a public cell), never the sender's coordinates. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** System events and the album grant's expiry, as JSON. */
    meta: jsonb('meta'),
    unsentAt: timestamp('unsent_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
  ],
);

/** 'Delete for me': the message stays for everyone else. */
export const messageHides = pgTable(
  'message_hides',
  {
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/** The spec's message settings per member (validated by MessageSettingsSchema). */
export const messageSettings = pgTable('message_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    album: text('album').notNull(),
    /** Storage key prefix; sizes live at {key}/{size}.{webp|jpg}. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    /**
     * Album 'posts': the post it belongs to (position orders a post's photos), null between the upload
     * and the post that claims it (unclaimed uploads are swept).
     */
    postId: text('post_id').references((): AnyPgColumn => posts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_owner_album_idx').on(t.ownerId, t.album, t.position),
    index('photos_post_idx')
      .on(t.postId, t.position)
      .where(sql`${t.postId} is not null`),
  ],
);

/** A private photo sent in a chat: the conversation's participants may view that one photo. */
export const photoShares = pgTable(
  'photo_shares',
  {
    photoId: text('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.viewerId] })],
);

/** Access to a member's private album, revocable and optionally expiring. */
export const albumGrants = pgTable(
  'album_grants',
  {
    ownerId: text('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    granteeId: text('grantee_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.granteeId] }),
    index('album_grants_grantee_idx').on(t.granteeId),
  ],
);

/**
 * Events (issue 16, decision 024): hosted by a member (null: the old house calendar), at an approved
 * venue (its public point copied) or in a city (the catalogue's centre, never a member's point). Times
 * are instants; `time_zone` is the zone the host gave them in.
 */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    hostId: text('host_id').references((): AnyPgColumn => profiles.id, { onDelete: 'cascade' }),
    /** The host runs the venue (checked when written): the venue is shown as the host. */
    hostedByVenue: boolean('hosted_by_venue').notNull().default(false),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    venueId: text('venue_id').references((): AnyPgColumn => venues.id, { onDelete: 'set null' }),
    /** The venue's name, copied ('' for a city-level event). */
    venue: text('venue').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A house image (the old calendar); members' events have a cover photo instead. */
    imageUrl: text('image_url'),
    coverPhotoId: text('cover_photo_id').references((): AnyPgColumn => photos.id, {
      onDelete: 'set null',
    }),
    badge: text('badge'),
    ticketUrl: text('ticket_url'),
    /** Null: no limit. */
    capacity: integer('capacity'),
    /** 'public', 'followers' or 'invite'. */
    visibility: text('visibility').notNull().default('public'),
    /** The invite link's secret (every event has one; only invite-only events need it). */
    inviteToken: text('invite_token'),
    /** Who sees the attendee list: 'everyone', 'attendees' or 'host'. */
    attendeeList: text('attendee_list').notNull().default('everyone'),
    /** 'live' or 'cancelled'. */
    status: text('status').notNull().default('live'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    index('events_point_gist').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
    // Search by title, venue or city (issue 14), trigram matched.
    index('events_search_trgm_idx').using(
      'gin',
      sql`(${t.title} || ' ' || ${t.venue} || ' ' || ${t.city}) gin_trgm_ops`,
    ),
    index('events_host_idx')
      .on(t.hostId, t.startsAt)
      .where(sql`${t.hostId} is not null`),
    index('events_venue_idx')
      .on(t.venueId, t.startsAt)
      .where(sql`${t.venueId} is not null`),
    uniqueIndex('events_invite_token_idx').on(t.inviteToken),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check('events_visibility_check', sql`${t.visibility} in ('public', 'followers', 'invite')`),
    check(
      'events_attendee_list_check',
      sql`${t.attendeeList} in ('everyone', 'attendees', 'host')`,
    ),
    check('events_status_check', sql`${t.status} in ('live', 'cancelled')`),
  ],
);

// ---- the social layer (issue 14): follows, mutes, posts, stories, activity, promotions ----

/** He follows another member. Public: followers and following are listed on the profile card. */
export const follows = pgTable(
  'follows',
  {
    followerId: text('follower_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    followedId: text('followed_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    // His followers, newest first (lists, counts, the creator dashboard's followers over time).
    index('follows_followed_idx').on(t.followedId, t.createdAt),
    // Whom he follows, newest first (the following list).
    index('follows_follower_created_idx').on(t.followerId, t.createdAt),
  ],
);

/** He mutes a member: the member's posts and/or stories leave his feeds. The muted member is not told. */
export const mutes = pgTable(
  'mutes',
  {
    muterId: text('muter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    mutedId: text('muted_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    posts: boolean('posts').notNull().default(true),
    stories: boolean('stories').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] }), index('mutes_muted_idx').on(t.mutedId)],
);

/**
 * A post: text with #tags and @mentions, up to 4 photos (photos.post_id), a city-level place. Deleted
 * posts are deleted (likes, comments, views and activity go with them; reports keep a copy).
 * like_count and comment_count are kept by the same transaction as the like or comment and feed the
 * trend rank; replies count per viewer, without members blocked either way. trend_rank orders the
 * Trending tab (decision 015).
 */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull().default(''),
    /** 'everyone' or 'followers'. */
    visibility: text('visibility').notNull().default('everyone'),
    isExplicit: boolean('is_explicit').notNull().default(false),
    /** A city-level place the author typed or picked; never a point. */
    place: text('place'),
    /** Lower-case #tags found in the body, without the '#'. */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoCount: integer('photo_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    /**
     * log2(interactions) + created_at in half-lives: the same order as interactions decayed by a
     * half-life, without recomputing. Null until a public non-explicit post has enough interactions.
     */
    trendRank: doublePrecision('trend_rank'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // Following, a profile's posts and the members-near-me part of Feed: per author, newest first.
    // Ascending on purpose: read backwards it gives ORDER BY created_at DESC, id DESC (nulls first, the
    // default); a DESC NULLS LAST index would not match that order and the planner would sort instead.
    index('posts_author_created_idx').on(t.authorId, t.createdAt, t.id),
    // The public stream newest first (Feed's fallback when he follows nobody and nobody is near).
    index('posts_created_idx').on(t.createdAt, t.id),
    index('posts_trend_idx')
      .on(t.trendRank, t.id)
      .where(sql`${t.trendRank} is not null`),
    index('posts_tags_gin').using('gin', t.tags),
    index('posts_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
    check('posts_visibility_check', sql`${t.visibility} in ('everyone', 'followers')`),
    check('posts_photo_count_check', sql`${t.photoCount} between 0 and 4`),
  ],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.memberId] }),
    // The Liked tab: the posts he liked, the latest like first.
    index('post_likes_member_idx').on(t.memberId, t.createdAt, t.postId),
  ],
);

/** A comment (<= 500 characters), shown oldest first under its post. */
export const postComments = pgTable(
  'post_comments',
  {
    id: text('id').primaryKey(),
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_author_idx').on(t.authorId),
    check('post_comments_body_check', sql`char_length(${t.body}) between 1 and 500`),
  ],
);

/** One view per viewer per post per day (the creator dashboard's post views). */
export const postViews = pgTable(
  'post_views',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    /** The post's author, so his numbers are read without joining every post. */
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.viewerId, t.day] }),
    index('post_views_author_day_idx').on(t.authorId, t.day),
    index('post_views_viewer_idx').on(t.viewerId),
  ],
);

/**
 * A story: one photo (album 'stories') with optional text, live for 24 hours. The slug makes the
 * shareable /app/raw-af/story/{slug} link; expired stories leave every list at once and are swept.
 */
export const stories = pgTable(
  'stories',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    photoId: text('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    body: text('body'),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('stories_slug_key').on(t.slug),
    // The row of active stories per author, and the 20-a-day cap.
    index('stories_author_idx').on(t.authorId, t.expiresAt),
    // The sweep of expired stories.
    index('stories_expires_idx').on(t.expiresAt),
  ],
);

/** Who saw a story, once per viewer (the author sees the list). */
export const storyViews = pgTable(
  'story_views',
  {
    storyId: text('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** The emoji he reacted with (the reaction also lands in a chat with the author). */
    reaction: text('reaction'),
  },
  (t) => [
    primaryKey({ columns: [t.storyId, t.viewerId] }),
    index('story_views_viewer_idx').on(t.viewerId),
  ],
);

/**
 * The activity list (and later the push notifications' record): likes, comments, follows, mentions,
 * story replies and matches addressed to a member. Subject rows deleted take their items with them.
 */
export const activityItems = pgTable(
  'activity_items',
  {
    id: text('id').primaryKey(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** 'like', 'comment', 'follow', 'mention', 'story_reply', 'match' or an event's 'event_*'. */
    kind: text('kind').notNull(),
    postId: text('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: text('comment_id').references(() => postComments.id, { onDelete: 'cascade' }),
    storyId: text('story_id').references(() => stories.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    /** An event's change, cancellation, opened spot or reminder (issue 16). */
    eventId: text('event_id').references(() => events.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    index('activity_unread_idx')
      .on(t.recipientId)
      .where(sql`${t.readAt} is null`),
    index('activity_actor_idx').on(t.actorId),
    index('activity_post_idx')
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
    // One item per actor, kind and subject: a like, unlike and like again, or a second follow, adds nothing.
    uniqueIndex('activity_once_idx').on(
      t.recipientId,
      t.actorId,
      t.kind,
      sql`coalesce(${t.postId}, '')`,
      sql`coalesce(${t.commentId}, '')`,
      sql`coalesce(${t.storyId}, '')`,
      sql`coalesce(${t.eventId}, '')`,
    ),
    check(
      'activity_items_kind_check',
      sql`${t.kind} in ('like', 'comment', 'follow', 'mention', 'story_reply', 'match', 'event_updated', 'event_cancelled', 'event_spot', 'event_reminder')`,
    ),
  ],
);

/** A sponsored card an admin created, shown in Feed between starts_at and ends_at. */
export const promotions = pgTable(
  'promotions',
  {
    id: text('id').primaryKey(),
    sponsor: text('sponsor').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    ctaLabel: text('cta_label'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The admin who created it (his e-mail's member id); null for the seeded demo set. */
    createdBy: text('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    /**
     * A venue's offer (issue 16): shown near the venue only, its name and public point copied when it is
     * made. Null: a promotion for everyone.
     */
    venueId: text('venue_id').references((): AnyPgColumn => venues.id, { onDelete: 'set null' }),
    venueName: text('venue_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    impressionCount: integer('impression_count').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('promotions_window_idx').on(t.startsAt, t.endsAt)],
);

/** A member hid a sponsored card: it is not shown to him again. */
export const promotionHides = pgTable(
  'promotion_hides',
  {
    promotionId: text('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.promotionId] }),
    index('promotion_hides_promotion_idx').on(t.promotionId),
  ],
);

/**
 * Profile views (Viewed Me, issue 15): one row when a member opens another's profile, at most one per
 * viewer per profile per 30 seconds (`PROFILE_VIEWS.repeatAfterSeconds`). Boost results count them too.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    id: text('id').primaryKey(),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedId: text('viewed_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('profile_views_viewed_idx').on(t.viewedId, t.viewedAt),
    index('profile_views_pair_idx').on(t.viewerId, t.viewedId, t.viewedAt),
  ],
);

/** Boosts (issue 15): 30 minutes at the top of nearby lists; one at a time per member. */
export const boosts = pgTable(
  'boosts',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Its result, kept once it has ended (views are pruned after `PROFILE_VIEWS.keepDays`). */
    viewsDuring: integer('views_during'),
    viewsBefore: integer('views_before'),
    createdAt: createdAt(),
  },
  (t) => [
    index('boosts_member_idx').on(t.memberId, t.startsAt),
    index('boosts_ends_idx').on(t.endsAt),
  ],
);

/**
 * What a member may use: from an order, a subscription (Blaze Plus) or an admin. A quantity of uses
 * (null: unlimited while it runs) between starts_at and ends_at (null: no end). A grant is never
 * edited by its owner; cancelling ends it (ends_at).
 */
export const entitlementGrants = pgTable(
  'entitlement_grants',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** right_now, boost, roam or plus. */
    feature: text('feature').notNull(),
    quantity: integer('quantity'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** order, subscription or admin. */
    source: text('source').notNull(),
    /** The order's or subscription's id: fulfilling it twice grants nothing twice. */
    sourceId: text('source_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('entitlement_grants_source_uq').on(t.sourceId, t.feature, t.startsAt),
    index('entitlement_grants_user_idx').on(t.userId, t.feature),
  ],
);

/**
 * The ledger: one row per thing a member used an entitlement for (a Right Now post, a Boost, a Roam),
 * keyed by that thing's id, so the same thing never uses two. Free uses have no grant.
 */
export const entitlementUses = pgTable(
  'entitlement_uses',
  {
    ref: text('ref').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    /** free, plus or grant. */
    source: text('source').notNull(),
    grantId: text('grant_id').references(() => entitlementGrants.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('entitlement_uses_user_idx').on(t.userId, t.feature, t.usedAt),
    index('entitlement_uses_grant_idx').on(t.grantId),
  ],
);

/**
 * Right Now posts (issue 15, decision 020): "available now" for 60 minutes. Live while ends_at is in the
 * future (decided in SQL against the service's clock); ending early moves ends_at to then. Kept after
 * they end, so reports and the allowance's ledger (the post id is its ref) still point at them.
 */
export const rightNowPosts = pgTable(
  'right_now_posts',
  {
    id: text('id').primaryKey(),
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** 'hosting', 'can_travel', 'at_venue': one or more. */
    suits: text('suits').array().notNull(),
    /** A photo of his public album; gone from the post when he deletes it. */
    photoId: text('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // His live post (one at a time), and the list's live authors.
    index('right_now_posts_author_idx').on(t.authorId, t.endsAt),
    index('right_now_posts_ends_idx').on(t.endsAt),
  ],
);

// ---- payments (issue 15): the catalogue, orders, Plus subscriptions, provider events ----

/** The add-ons catalogue: seeded at start; an operator changes price, currency and wording. */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  kind: text('kind', { enum: ['one_time', 'subscription'] }).notNull(),
  amountMinor: integer('amount_minor').notNull(),
  currency: text('currency').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: updatedAt(),
});

/** One checkout attempt: the price is copied from the catalogue when it is created. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The client's key for this attempt: a second tap with it finds this order. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['builtin', 'stripe'] }).notNull(),
    /** The provider's checkout id (a Stripe Checkout Session). */
    providerRef: text('provider_ref'),
    /** The provider's payment page for this order (Stripe Checkout), for a second tap on Buy. */
    checkoutUrl: text('checkout_url'),
    /** The provider's customer (Stripe), for the billing portal. */
    customerRef: text('customer_ref'),
    returnPath: text('return_path'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_key_idx').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_provider_ref_idx').on(t.providerRef),
    index('orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`status = 'pending'`),
  ],
);

/** A Plus subscription: its provider's id, state and current period. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The order that started it. */
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['builtin', 'stripe'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    customerRef: text('customer_ref'),
    status: text('status', { enum: ['active', 'past_due', 'cancelled'] }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /**
     * Counts payment failures: grants are made under `<id>` then `<id>#<n>`, so what a failure ended
     * stays ended and a payment after it grants afresh.
     */
    grantEpoch: integer('grant_epoch').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('subscriptions_order_idx').on(t.orderId),
    index('subscriptions_user_idx').on(t.userId),
  ],
);

/** Each provider event (a webhook, or the built-in provider's own) is processed once: its id is the key. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: ['builtin', 'stripe'] }).notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Roam (issue 15, decision 022): his profile placed in another city from startsAt to endsAt (endedAt when
 * he ended it sooner). One roam is one use of the 'roam' entitlement, its id the use's ref.
 */
export const roams = pgTable(
  'roams',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** His home city when it started (a listed city near his true point; null: 'another city'). */
    homeCity: text('home_city'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** He ended it before endsAt. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('roams_user_idx').on(t.userId, t.startsAt)],
);

// ---- places (issue 16): venues are public places, so their own point may be exact ----

/** A set of integer ranges, as PostgreSQL writes it: '{[0,240),[8520,10080)}'. */
const int4Multirange = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});

/**
 * A bar, club, sauna... A seeded (house) venue has no owner; a business account's venue has one and is
 * listed only once an admin approves it. Opening hours are local times in the venue's IANA time zone.
 */
export const venues = pgTable(
  'venues',
  {
    id: text('id').primaryKey(),
    /** The business account that runs it (null: a house or seeded venue nobody has claimed). */
    ownerId: text('owner_id').references(() => profiles.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** 'bar', 'club', 'sauna', 'cafe', 'restaurant', 'gym', 'hotel', 'shop', 'event_space', 'outdoor'. */
    category: text('category').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull(),
    country: text('country').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    /** Weekly hours: [{ day: 0-6 (Sunday 0), opens: 'HH:MM', closes: 'HH:MM' }], closes past midnight allowed. */
    hours: jsonb('hours')
      .$type<Array<{ day: number; opens: string; closes: string }>>()
      .notNull()
      .default([]),
    /** Dated exceptions: [{ date: 'YYYY-MM-DD', closed: true } | { date, opens, closes }]. */
    hourExceptions: jsonb('hour_exceptions')
      .$type<Array<{ date: string; closed?: boolean; opens?: string; closes?: string }>>()
      .notNull()
      .default([]),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    links: jsonb('links').$type<Array<{ label: string; url: string }>>().notNull().default([]),
    /**
     * The weekly hours as minutes of the week (Sunday 00:00 = 0, local time), written with `hours` by the
     * places service, so 'open now' is one containment test (decision 023).
     */
    openWeek: int4Multirange('open_week')
      .notNull()
      .default(sql`'{}'::int4multirange`),
    /** Photos through the photo pipeline (public photos of the owner or house photos), in order. */
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'pending', 'approved', 'rejected' or 'removed'; only approved venues are seen by others. */
    status: text('status').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venues_point_gist')
      .using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`)
      .where(sql`${t.status} = 'approved'`),
    index('venues_owner_idx')
      .on(t.ownerId)
      .where(sql`${t.ownerId} is not null`),
    index('venues_status_idx').on(t.status, t.createdAt),
    index('venues_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.city}) gin_trgm_ops`),
    check(
      'venues_category_check',
      sql`${t.category} in ('bar', 'club', 'sauna', 'cafe', 'restaurant', 'gym', 'hotel', 'shop', 'event_space', 'outdoor')`,
    ),
    check(
      'venues_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'removed')`,
    ),
  ],
);

// ---- events with RSVP (issue 16) ----

/**
 * A member's answer to an event: going, interested, or waitlisted (going asked while full; FIFO by
 * `waitlist_position`, given under the event's row lock). `reminded_at`: the reminder went out.
 */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    waitlistPosition: integer('waitlist_position'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_rsvps_user_idx').on(t.userId, t.status),
    index('event_rsvps_waitlist_idx')
      .on(t.eventId, t.waitlistPosition)
      .where(sql`${t.status} = 'waitlisted'`),
    check('event_rsvps_status_check', sql`${t.status} in ('going', 'interested', 'waitlisted')`),
  ],
);

// ---- services (issue 16, decision 025): provider profiles separate from the personal one ----

/**
 * A provider listing (escort, massage, other): one per member, under its own handle, never linked to
 * his personal profile in anything others see. Its area is a city and at most a neighbourhood name:
 * no point is stored. Seen by others only once an admin approved it (status 'approved').
 */
export const serviceProviders = pgTable(
  'service_providers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The {username} of /escort/{username}: lowercase, unique among providers. */
    handle: text('handle').notNull(),
    displayName: text('display_name').notNull(),
    /** 'escort', 'massage' or 'other'. */
    category: text('category').notNull(),
    headline: text('headline').notNull(),
    about: text('about').notNull().default(''),
    rates: text('rates').notNull().default(''),
    incall: boolean('incall').notNull().default(false),
    outcall: boolean('outcall').notNull().default(false),
    /** A city of the contracts' CITIES list. */
    city: text('city').notNull(),
    country: text('country').notNull().default(''),
    neighbourhood: text('neighbourhood'),
    availability: text('availability').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Photos of the photos module's 'services' album (public files under keys that name no member). */
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'pending', 'approved', 'rejected' or 'paused' (by him, from approved). */
    status: text('status').notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_providers_user_key').on(t.userId),
    uniqueIndex('service_providers_handle_key').on(t.handle),
    index('service_providers_listed_idx')
      .on(t.city, t.category, t.updatedAt)
      .where(sql`${t.status} = 'approved'`),
    index('service_providers_status_idx').on(t.status, t.updatedAt),
    check('service_providers_category_check', sql`${t.category} in ('escort', 'massage', 'other')`),
    check(
      'service_providers_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'paused')`,
    ),
  ],
);

/** A member's services setting: hide services everywhere (lists, the hub's strip). */
export const serviceSettings = pgTable('service_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  hideServices: boolean('hide_services').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A service chat (messaging's): the 1:1 a client opened by writing to a listing, apart from any
 * personal chat of the two. The provider's member id never reaches the client through it. The
 * listing id stays when the listing is deleted (no foreign key), so the chat never turns personal.
 */
export const serviceConversations = pgTable(
  'service_conversations',
  {
    conversationId: text('conversation_id')
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull(),
    providerUserId: text('provider_user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('service_conversations_pair_key').on(t.providerId, t.clientId),
    index('service_conversations_provider_user_idx').on(t.providerUserId),
  ],
);

/**
 * A listing and a client kept apart (decision 025, issue 35): the provider refused him, or he hid the
 * listing, from inside their service chat. The listing is gone for him and their chat closed, with
 * no personal block: a block between personal profiles never changes what listings show. The
 * listing id has no foreign key, as service_conversations: a deleted listing's row is harmless.
 */
export const serviceBlocks = pgTable(
  'service_blocks',
  {
    providerId: text('provider_id').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.clientId] })],
);

/**
 * A marketplace listing (decision 026): live at once, placed by a listed city (never a point), its photos
 * photos-module uploads (album 'listings', signed per viewer). 'deleted' by its seller, 'removed' by an
 * admin: both gone for everyone else. A sold one stays visible to others for a while, marked sold.
 */
const listingVisibleStatus = sql`status in ('active', 'sold')`;
export const listings = pgTable(
  'listings',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Integer minor units (cents) of `currency`; 0 is free. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    category: text('category').notNull(),
    condition: text('condition').notNull(),
    /** A city of the contracts' CITIES list. */
    city: text('city').notNull(),
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** 'active', 'sold', 'deleted' (by the seller) or 'removed' (by an admin). */
    status: text('status').notNull().default('active'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** When it was deleted or removed. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(listingVisibleStatus),
    index('listings_city_newest_idx')
      .on(t.city, t.createdAt.desc(), t.id.desc())
      .where(listingVisibleStatus),
    index('listings_price_idx').on(t.currency, t.priceMinor, t.id).where(listingVisibleStatus),
    index('listings_seller_idx').on(t.sellerId, t.status, t.createdAt),
    // Not partial (migration 0026): the planner keeps statistics of an expression index's expression
    // only when the index is not partial, and without them it guesses 0.5% for every word, so a common
    // word ('leather', 85% of listings in bench:places) read the whole match and sorted it (20 ms)
    // instead of walking listings_newest_idx until a page is found (1 ms).
    index('listings_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`,
    ),
    check('listings_price_check', sql`${t.priceMinor} >= 0`),
    check('listings_status_check', sql`${t.status} in ('active', 'sold', 'deleted', 'removed')`),
    check(
      'listings_category_check',
      sql`${t.category} in ('gear', 'clothing', 'tickets', 'home', 'other')`,
    ),
    check('listings_condition_check', sql`${t.condition} in ('new', 'like_new', 'good', 'fair')`),
  ],
);

// ---- places (issue 16, decision 023): check-ins, business accounts, claims, venue photos ----

/**
 * He is at a venue: live until `ends_at` (3 hours, or when he checks out or in elsewhere). Reads
 * compare `ends_at` with the service's clock, so an expired check-in vanishes before any sweep.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** 'venue' (members checked in there see him), 'everyone' (anyone opening the venue), 'nobody'. */
    visibility: text('visibility').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('check_ins_venue_idx').on(t.venueId, t.endsAt),
    index('check_ins_member_idx').on(t.memberId, t.endsAt),
    check('check_ins_visibility_check', sql`${t.visibility} in ('venue', 'everyone', 'nobody')`),
  ],
);

/** His application for a business profile; an admin approves it before he may add or claim venues. */
export const businessAccounts = pgTable(
  'business_accounts',
  {
    memberId: text('member_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    businessName: text('business_name').notNull(),
    kind: text('kind').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    website: text('website').notNull().default(''),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('business_accounts_status_idx').on(t.status, t.createdAt),
    check(
      'business_accounts_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected')`,
    ),
  ],
);

/** A business account asks to run a venue nobody runs; an admin decides. */
export const venueClaims = pgTable(
  'venue_claims',
  {
    id: text('id').primaryKey(),
    venueId: text('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('venue_claims_status_idx').on(t.status, t.createdAt),
    index('venue_claims_member_idx').on(t.memberId),
    // One open claim per member and venue.
    uniqueIndex('venue_claims_pending_uniq')
      .on(t.venueId, t.memberId)
      .where(sql`${t.status} = 'pending'`),
    check('venue_claims_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A venue photo: files stored by the photos module as public files (a venue is a public place), kept
 * here with who uploaded it (null: a house photo) and the venue that uses it (null until saved).
 */
export const venuePhotos = pgTable(
  'venue_photos',
  {
    id: text('id').primaryKey(),
    uploaderId: text('uploader_id').references(() => profiles.id, { onDelete: 'set null' }),
    venueId: text('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('venue_photos_venue_idx')
      .on(t.venueId)
      .where(sql`${t.venueId} is not null`),
    index('venue_photos_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.venueId} is null`),
  ],
);

// ---- Scam and abuse signals (issue 17, decision 030). No message text in any of these tables. ----

/** One rule that fired on a member: where (a chat, a message id) and a short reason, never his words. */
export const memberSignals = pgTable(
  'member_signals',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    reason: text('reason'),
    conversationId: text('conversation_id').references(() => conversations.id, {
      onDelete: 'cascade',
    }),
    /** The message's id only (it may be unsent or expire; the signal stays). */
    messageId: text('message_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_signals_member_idx').on(t.memberId, t.at),
    index('member_signals_conversation_idx').on(t.conversationId, t.rule),
    index('member_signals_at_idx').on(t.at),
    uniqueIndex('member_signals_rule_message_key').on(t.rule, t.messageId),
  ],
);

/**
 * A keyed hash (HMAC with the server secret) of a text he sent, with where it went, for the mass-message
 * rule; pruned once older than its window.
 */
export const signalFingerprints = pgTable(
  'signal_fingerprints',
  {
    messageId: text('message_id').primaryKey(),
    senderId: text('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The other member of that 1:1 chat (he is cautioned if it turns out to be a mass message). */
    recipientId: text('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('signal_fingerprints_sender_idx').on(t.senderId, t.fingerprint, t.at),
    index('signal_fingerprints_at_idx').on(t.at),
  ],
);

/** New 1:1 chats a new account started (the daily limit and the burst rule); pruned after a day. */
export const signalNewChats = pgTable(
  'signal_new_chats',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The other member's id, or 'svc:<listing id>' for a service chat. */
    peerKey: text('peer_key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.peerKey] }),
    index('signal_new_chats_member_at_idx').on(t.memberId, t.at),
  ],
);

/** Who reported whom last (the repeated-reports rule counts distinct reporters); pruned after 7 days. */
export const signalReportMarks = pgTable(
  'signal_report_marks',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.reporterId] })],
);

/** A caution he dismissed in a chat: that rule no longer shows there. */
export const cautionDismissals = pgTable(
  'caution_dismissals',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    rule: text('rule').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.conversationId, t.rule] })],
);

/**
 * Issue 17 (decision 032): a member's data exports. The ZIP lives in private storage under
 * storage_key until expires_at, when the sweep deletes the file and the row. A row left 'running' by a
 * restart is marked 'failed' at start-up.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    // One export at a time: a second start while one runs is refused by the database itself.
    uniqueIndex('data_exports_one_running')
      .on(t.userId)
      .where(sql`${t.status} = 'running'`),
    index('data_exports_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.expiresAt} is not null`),
  ],
);

// ---- moderation (issue 17, decision 027) ----

/**
 * Every moderation action (dismiss, warn, remove, suspend, ban, lift, escalate, note) on a report or a
 * member. The audit log keeps the who-and-why for admins; this table is what the queue, the member's
 * history and his statements read. No foreign keys: it outlives the report, member and content.
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id'),
    /** The member the action is about (null for content nobody owns). */
    subjectId: text('subject_id'),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    text: text('text'),
    days: integer('days'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_subject_idx').on(t.subjectId, t.createdAt),
    index('moderation_actions_report_idx').on(t.reportId),
  ],
);

/**
 * A member suspended (until `ends_at`) or banned (`ends_at` null): one row per member at most, read by
 * the block rule (he counts as blocked for everyone) and at sign-in. A lift deletes the row; a
 * suspension past its end is simply no longer in force (no job).
 */
export const memberRestrictions = pgTable('member_restrictions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  reason: text('reason').notNull(),
  actionId: integer('action_id').notNull(),
  createdAt: createdAt(),
});

/** What a member is told: a statement of reasons about him, or the outcome of a report he made. */
export const moderationNotices = pgTable(
  'moderation_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** 'statement' or 'outcome'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** A statement he may appeal: the action it states. */
    appealableActionId: integer('appealable_action_id'),
    /** His appeal (a report of kind 'appeal'), once he has made it. */
    appealReportId: integer('appeal_report_id'),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_notices_recipient_idx').on(t.recipientId, t.id)],
);

/**
 * Photo verification (issue 17, decision 029): one row per pose he was given. 'posed' until he sends
 * the selfie (valid until pose_expires_at), then 'pending' until a moderator decides ('approved' or
 * 'declined'); 'expired' when nobody decided within 30 days; an approval 'lapsed' when none of the
 * photos on his profile at approval remains. The selfie is a private file (selfie_key) deleted once
 * decided or after 30 days; only the decision stays.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    pose: text('pose').notNull(),
    poseExpiresAt: timestamp('pose_expires_at', { withTimezone: true }).notNull(),
    selfieKey: text('selfie_key'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    reason: text('reason'),
    /** The public photo ids on his profile when approved: the badge lapses once none of them remains. */
    approvedPhotoIds: jsonb('approved_photo_ids').$type<string[]>(),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_requests_user_idx').on(t.userId, t.createdAt),
    index('verification_requests_status_idx').on(t.status, t.submittedAt),
    uniqueIndex('verification_requests_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Two-factor sign-in (better-auth's twoFactor plugin): the secret and backup codes, encrypted. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factors_user_id_idx').on(t.userId)],
);

export const schema = {
  moderationActions,
  memberRestrictions,
  moderationNotices,
  users,
  sessions,
  accounts,
  verifications,
  twoFactors,
  profiles,
  adminUsers,
  adminAuditLog,
  errorReports,
  blocks,
  reports,
  likes,
  favourites,
  passes,
  conversations,
  conversationMembers,
  messages,
  messageHides,
  messageSettings,
  photos,
  photoShares,
  albumGrants,
  events,
  follows,
  mutes,
  posts,
  postLikes,
  postComments,
  postViews,
  stories,
  storyViews,
  activityItems,
  promotions,
  promotionHides,
  profileViews,
  boosts,
  entitlementGrants,
  entitlementUses,
  rightNowPosts,
  products,
  orders,
  subscriptions,
  paymentEvents,
  roams,
  venues,
  eventRsvps,
  serviceProviders,
  serviceSettings,
  serviceConversations,
  listings,
  checkIns,
  businessAccounts,
  venueClaims,
  venuePhotos,
  memberSignals,
  signalFingerprints,
  signalNewChats,
  signalReportMarks,
  cautionDismissals,
  dataExports,
  verificationRequests,
};
export type ProfileRow = typeof profiles.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type PostRow = typeof posts.$inferSelect;

// ---- Background jobs (issue 18, decision 033): the job queue behind modules/jobs/job-queue.ts ----

/**
 * One stored job. A node claims a queued, due one with FOR UPDATE SKIP LOCKED (so it runs on one node)
 * and holds it under a lease it renews while the handler runs; a lease that lapses (the node stopped)
 * puts the job back in the queue. `data` holds ids only, never text.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    /** queued | running | done | failed */
    state: text('state').notNull(),
    singletonKey: text('singleton_key'),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    retryDelaySeconds: integer('retry_delay_seconds').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAfter)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    // A second send with the same key while one is queued or running is dropped by the database itself.
    uniqueIndex('jobs_singleton_idx')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null and ${t.state} in ('queued', 'running')`),
  ],
);

/** A recurring job (`every`): the next period's start; the node that moves it on sends that period's job. */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

// ---- Issue 18, offline (decision 037): the keys that make a replayed write land once ----

/**
 * A post or a comment written with a client key (the sync queue's item id). The key is claimed in
 * the same transaction as the insert, so a replay of the same write (a reload mid-send, a retry
 * after a lost answer) finds this row and gets the first object back instead of a second one.
 */
export const clientWriteKeys = pgTable(
  'client_write_keys',
  {
    authorId: text('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['post', 'comment'] }).notNull(),
    clientKey: text('client_key').notNull(),
    objectId: text('object_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.authorId, t.kind, t.clientKey] })],
);

// ---- web push (issue 18, decision 034): devices, notification settings, chat bursts, VAPID keys ----

/**
 * One browser's push subscription (a device). Tied to the session that made it: signing out, signing
 * out everywhere, a suspension or deleting the account deletes the session and with it the device, so
 * nothing more is pushed to it. The endpoint is a capability URL and its keys are secrets: never logged.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('push_subscriptions_member_idx').on(t.memberId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** A member's notification settings (kinds, preview, quiet hours, stealth); no row: the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The whole NotificationSettings (packages/contracts notifications.ts), merged over the defaults. */
  settings: jsonb('settings').notNull(),
  updatedAt: updatedAt(),
});

/** When a chat last pushed to a member: a burst of messages makes one notification, then one more. */
export const pushChatMarks = pgTable(
  'push_chat_marks',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    lastPushAt: timestamp('last_push_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.conversationId] })],
);

/**
 * The generated VAPID key pair on PostgreSQL when the environment gives none: the first node to start
 * inserts it, every node reads the same row (one key the browsers' subscriptions were made with).
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

// --- assistant (issue 19) ---

/** His assistant preferences (spec section 3); no row: DEFAULT_ASSISTANT_PREFERENCES. */
export const assistantPreferences = pgTable('assistant_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The whole AssistantPreferences (packages/contracts assistant.ts), merged over the defaults. */
  preferences: jsonb('preferences').notNull(),
  updatedAt: updatedAt(),
});

/**
 * His conversation with the assistant: his words and its replies (the whole AssistantReply in
 * `response`). At most ASSISTANT_LIMITS.historyKept per member, the oldest dropped; `seq` orders a
 * message and its reply written in the same millisecond.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('assistant_messages_user_idx').on(t.userId, t.seq)],
);

/**
 * An action the assistant holds until he says yes (a privacy change, anything paid, anything sent
 * to someone): single use, bound to him, lapsing at `expiresAt`.
 */
export const assistantConfirmations = pgTable(
  'assistant_confirmations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    action: text('action').notNull(),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('assistant_confirmations_user_idx').on(t.userId, t.expiresAt)],
);

// ---- One-off data fixes that need the app's code, not SQL alone ----

/** A fix that has run on this database: start-up runs each named fix until it is recorded here. */
export const dataFixes = pgTable('data_fixes', {
  name: text('name').primaryKey(),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});
