CREATE TABLE "event_rsvps" (
	"event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"waitlist_position" integer,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_rsvps_status_check" CHECK ("event_rsvps"."status" in ('going', 'interested', 'waitlisted'))
);
--> statement-breakpoint
ALTER TABLE "activity_items" DROP CONSTRAINT "activity_items_kind_check";--> statement-breakpoint
DROP INDEX "activity_once_idx";--> statement-breakpoint
ALTER TABLE "activity_items" ADD COLUMN "event_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "host_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hosted_by_venue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "venue_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cover_photo_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "invite_token" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "attendee_list" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_rsvps_user_idx" ON "event_rsvps" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "event_rsvps_waitlist_idx" ON "event_rsvps" USING btree ("event_id","waitlist_position") WHERE "event_rsvps"."status" = 'waitlisted';--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_profiles_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_cover_photo_id_photos_id_fk" FOREIGN KEY ("cover_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id","starts_at") WHERE "events"."host_id" is not null;--> statement-breakpoint
CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id","starts_at") WHERE "events"."venue_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "events_invite_token_idx" ON "events" USING btree ("invite_token");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_once_idx" ON "activity_items" USING btree ("recipient_id","actor_id","kind",coalesce("post_id", ''),coalesce("comment_id", ''),coalesce("story_id", ''),coalesce("event_id", ''));--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_kind_check" CHECK ("activity_items"."kind" in ('like', 'comment', 'follow', 'mention', 'story_reply', 'match', 'event_updated', 'event_cancelled', 'event_spot', 'event_reminder'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" is null or "events"."capacity" >= 1);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_visibility_check" CHECK ("events"."visibility" in ('public', 'followers', 'invite'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_attendee_list_check" CHECK ("events"."attendee_list" in ('everyone', 'attendees', 'host'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_status_check" CHECK ("events"."status" in ('live', 'cancelled'));--> statement-breakpoint
-- The old house demo calendar (no host) is replaced by hosted demo events at the next start (decision 024).
DELETE FROM "events" WHERE "is_demo" = true AND "host_id" IS NULL;