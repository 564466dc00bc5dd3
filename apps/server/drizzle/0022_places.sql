CREATE TABLE "business_accounts" (
	"member_id" text PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"kind" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_accounts_status_check" CHECK ("business_accounts"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"venue_id" text NOT NULL,
	"visibility" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "check_ins_visibility_check" CHECK ("check_ins"."visibility" in ('venue', 'everyone', 'nobody'))
);
--> statement-breakpoint
CREATE TABLE "venue_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"venue_id" text NOT NULL,
	"member_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_claims_status_check" CHECK ("venue_claims"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "venue_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"uploader_id" text,
	"venue_id" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "open_week" "int4multirange" DEFAULT '{}'::int4multirange NOT NULL;--> statement-breakpoint
ALTER TABLE "business_accounts" ADD CONSTRAINT "business_accounts_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_claims" ADD CONSTRAINT "venue_claims_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_photos" ADD CONSTRAINT "venue_photos_uploader_id_profiles_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_photos" ADD CONSTRAINT "venue_photos_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_accounts_status_idx" ON "business_accounts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_venue_idx" ON "check_ins" USING btree ("venue_id","ends_at");--> statement-breakpoint
CREATE INDEX "check_ins_member_idx" ON "check_ins" USING btree ("member_id","ends_at");--> statement-breakpoint
CREATE INDEX "venue_claims_status_idx" ON "venue_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "venue_claims_member_idx" ON "venue_claims" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_claims_pending_uniq" ON "venue_claims" USING btree ("venue_id","member_id") WHERE "venue_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "venue_photos_venue_idx" ON "venue_photos" USING btree ("venue_id") WHERE "venue_photos"."venue_id" is not null;--> statement-breakpoint
CREATE INDEX "venue_photos_unclaimed_idx" ON "venue_photos" USING btree ("created_at") WHERE "venue_photos"."venue_id" is null;
--> statement-breakpoint
-- Open at a local wall-clock time (decision 023): today's times, or last night's that run past midnight;
-- a dated exception replaces that date's weekly hours. modules/places/opening-hours.ts decides the same.
CREATE OR REPLACE FUNCTION venue_open_at(hours jsonb, exceptions jsonb, local_at timestamp) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select exists (
    select 1
    from generate_series(0, 1) as k,
      lateral (
        select coalesce(
          (select case when e ? 'closed' then '[]'::jsonb else jsonb_build_array(e) end
             from jsonb_array_elements(exceptions) e
            where e->>'date' = to_char(local_at::date - k, 'YYYY-MM-DD')
            limit 1),
          (select coalesce(jsonb_agg(h), '[]'::jsonb)
             from jsonb_array_elements(hours) h
            where (h->>'day')::int = (extract(dow from local_at)::int + 7 - k) % 7)
        ) as list
      ) s,
      jsonb_array_elements(s.list) iv
    where (k = 0 and (iv->>'opens')::time <= local_at::time
            and ((iv->>'closes')::time <= (iv->>'opens')::time or local_at::time < (iv->>'closes')::time))
       or (k = 1 and (iv->>'closes')::time <= (iv->>'opens')::time
            and local_at::time < (iv->>'closes')::time)
  )
$$;
