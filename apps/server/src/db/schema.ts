import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    avatarUrl: text('avatar_url'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    city: text('city'),
    country: text('country'),
    isOnline: boolean('is_online').notNull().default(false),
    lastActive: timestamp('last_active', { withTimezone: true }),
    locationVisible: boolean('location_visible').notNull().default(true),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    profileCompletionPercentage: integer('profile_completion_percentage').notNull().default(0),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
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
    profileImages: text('profile_images')
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
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    index('profiles_online_idx').on(t.isOnline, t.lastActive),
    index('profiles_created_at_idx').on(t.createdAt),
    index('profiles_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
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
  (t) => [index('error_reports_error_id_idx').on(t.errorId)],
);

export const schema = {
  users,
  sessions,
  accounts,
  verifications,
  profiles,
  adminUsers,
  errorReports,
};
export type ProfileRow = typeof profiles.$inferSelect;
