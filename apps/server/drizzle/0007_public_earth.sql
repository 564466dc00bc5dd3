DROP INDEX "profiles_public_point_gist";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "public_earth" "cube" GENERATED ALWAYS AS (ll_to_earth(public_lat, public_lng)) STORED;--> statement-breakpoint
CREATE INDEX "profiles_public_point_gist" ON "profiles" USING gist ("public_earth");