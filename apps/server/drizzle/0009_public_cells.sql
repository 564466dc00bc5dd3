ALTER TABLE "profiles" ADD COLUMN "public_cells" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "recent_locations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "location_anchor_lat";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "location_anchor_lng";--> statement-breakpoint
-- Public points were the true point plus a per-member offset (decision 008, before issue 12). Clear them:
-- the server places every member on his grid cell's centre (or his city's) again at start-up.
UPDATE "profiles" SET "public_lat" = NULL, "public_lng" = NULL;
