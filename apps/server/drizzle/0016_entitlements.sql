CREATE TABLE "entitlement_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"feature" text NOT NULL,
	"quantity" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlement_uses" (
	"ref" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"feature" text NOT NULL,
	"source" text NOT NULL,
	"grant_id" text,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlement_grants" ADD CONSTRAINT "entitlement_grants_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_uses" ADD CONSTRAINT "entitlement_uses_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlement_uses" ADD CONSTRAINT "entitlement_uses_grant_id_entitlement_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."entitlement_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlement_grants_source_uq" ON "entitlement_grants" USING btree ("source_id","feature","starts_at");--> statement-breakpoint
CREATE INDEX "entitlement_grants_user_idx" ON "entitlement_grants" USING btree ("user_id","feature");--> statement-breakpoint
CREATE INDEX "entitlement_uses_user_idx" ON "entitlement_uses" USING btree ("user_id","feature","used_at");--> statement-breakpoint
CREATE INDEX "entitlement_uses_grant_idx" ON "entitlement_uses" USING btree ("grant_id");