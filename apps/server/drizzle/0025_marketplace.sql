CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"category" text NOT NULL,
	"condition" text NOT NULL,
	"city" text NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sold_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"review_note" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_price_check" CHECK ("listings"."price_minor" >= 0),
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('active', 'sold', 'deleted', 'removed')),
	CONSTRAINT "listings_category_check" CHECK ("listings"."category" in ('gear', 'clothing', 'tickets', 'home', 'other')),
	CONSTRAINT "listings_condition_check" CHECK ("listings"."condition" in ('new', 'like_new', 'good', 'fair'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('active', 'sold');--> statement-breakpoint
CREATE INDEX "listings_city_newest_idx" ON "listings" USING btree ("city","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('active', 'sold');--> statement-breakpoint
CREATE INDEX "listings_price_idx" ON "listings" USING btree ("currency","price_minor","id") WHERE status in ('active', 'sold');--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id","status","created_at");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin (to_tsvector('simple', "title" || ' ' || "description")) WHERE status in ('active', 'sold');