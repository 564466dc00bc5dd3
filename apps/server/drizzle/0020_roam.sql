CREATE TABLE "roams" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"home_city" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "roaming_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "roam_home_city" text;--> statement-breakpoint
ALTER TABLE "roams" ADD CONSTRAINT "roams_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roams_user_idx" ON "roams" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "profiles_roaming_until_idx" ON "profiles" USING btree ("roaming_until") WHERE "profiles"."roaming_until" is not null;