CREATE TABLE "boosts" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"views_during" integer,
	"views_before" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" text PRIMARY KEY NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_id" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boosts" ADD CONSTRAINT "boosts_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_profiles_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewed_id_profiles_id_fk" FOREIGN KEY ("viewed_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boosts_member_idx" ON "boosts" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "boosts_ends_idx" ON "boosts" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_idx" ON "profile_views" USING btree ("viewed_id","viewed_at");--> statement-breakpoint
CREATE INDEX "profile_views_pair_idx" ON "profile_views" USING btree ("viewer_id","viewed_id","viewed_at");