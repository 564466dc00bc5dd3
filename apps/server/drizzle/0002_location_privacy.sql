ALTER TABLE "profiles" ADD COLUMN "public_lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "public_lng" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_anchor_lat" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "location_anchor_lng" double precision;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "hide_distance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_public_point_gist" ON "profiles" USING gist (ll_to_earth("public_lat", "public_lng"));