import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
    /** The last grid cells he was placed in (public points themselves), the latest first. */
    publicCells: jsonb('public_cells')
      .$type<Array<{ lat: number; lng: number }>>()
      .notNull()
      .default([]),
    /** His accepted locations of the last hour, for the jump rule (exact: never leaves the server). */
    recentLocations: jsonb('recent_locations')
      .$type<Array<{ lat: number; lng: number; at: number }>>()
      .notNull()
      .default([]),
    hideDistance: boolean('hide_distance').notNull().default(false),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    index('profiles_online_idx').on(t.isOnline, t.lastActive),
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('profiles_public_point_gist').using('gist', t.publicEarth),
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
    reportedId: text('reported_id').references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    /** Reported from a chat: the conversation, and the message when one was picked. */
    conversationId: text('conversation_id'),
    messageId: text('message_id'),
    /** A copy of the reported message's text, kept even if it is unsent or disappears. */
    evidence: text('evidence'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt)],
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
    senderId: text('sender_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    kind: text('kind').notNull(),
    body: text('body'),
    photoId: text('photo_id'),
    /** A location pin: the centre of a ~550 m cell, never the sender's coordinates. */
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
    createdAt: createdAt(),
  },
  (t) => [index('photos_owner_album_idx').on(t.ownerId, t.album, t.position)],
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

/** Parties, club nights and meet-ups at public venues (their point is the venue's, not a member's). */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    venue: text('venue').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    imageUrl: text('image_url'),
    badge: text('badge'),
    ticketUrl: text('ticket_url'),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    index('events_point_gist').using('gist', sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  profiles,
  adminUsers,
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
};
export type ProfileRow = typeof profiles.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
