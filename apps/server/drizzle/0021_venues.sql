CREATE TABLE "venues" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hour_exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_category_check" CHECK ("venues"."category" in ('bar', 'club', 'sauna', 'cafe', 'restaurant', 'gym', 'hotel', 'shop', 'event_space', 'outdoor')),
	CONSTRAINT "venues_status_check" CHECK ("venues"."status" in ('pending', 'approved', 'rejected', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_kind_check";--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venues_point_gist" ON "venues" USING gist (ll_to_earth("latitude", "longitude")) WHERE "venues"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "venues_owner_idx" ON "venues" USING btree ("owner_id") WHERE "venues"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "venues_status_idx" ON "venues" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "venues_search_trgm_idx" ON "venues" USING gin (("name" || ' ' || "city") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_kind_check" CHECK ("reports"."target_kind" in ('post', 'comment', 'story', 'right_now', 'venue', 'event', 'service', 'listing'));