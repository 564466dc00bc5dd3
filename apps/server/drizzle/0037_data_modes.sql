ALTER TABLE "profiles" ADD COLUMN "data_mode" text DEFAULT 'production' NOT NULL;--> statement-breakpoint
CREATE INDEX "profiles_demo_idx" ON "profiles" USING btree ("id") WHERE "profiles"."is_demo";