ALTER TABLE "promotions" ADD COLUMN "venue_id" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "venue_name" text;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;