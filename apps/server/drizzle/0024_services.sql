CREATE TABLE "service_conversations" (
	"conversation_id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"handle" text NOT NULL,
	"display_name" text NOT NULL,
	"category" text NOT NULL,
	"headline" text NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"rates" text DEFAULT '' NOT NULL,
	"incall" boolean DEFAULT false NOT NULL,
	"outcall" boolean DEFAULT false NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"neighbourhood" text,
	"availability" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"photo_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_providers_category_check" CHECK ("service_providers"."category" in ('escort', 'massage', 'other')),
	CONSTRAINT "service_providers_status_check" CHECK ("service_providers"."status" in ('pending', 'approved', 'rejected', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "service_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"hide_services" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_conversations" ADD CONSTRAINT "service_conversations_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_conversations" ADD CONSTRAINT "service_conversations_provider_user_id_profiles_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_conversations" ADD CONSTRAINT "service_conversations_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_settings" ADD CONSTRAINT "service_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_conversations_pair_key" ON "service_conversations" USING btree ("provider_id","client_id");--> statement-breakpoint
CREATE INDEX "service_conversations_provider_user_idx" ON "service_conversations" USING btree ("provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_user_key" ON "service_providers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_handle_key" ON "service_providers" USING btree ("handle");--> statement-breakpoint
CREATE INDEX "service_providers_listed_idx" ON "service_providers" USING btree ("city","category","updated_at") WHERE "service_providers"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "service_providers_status_idx" ON "service_providers" USING btree ("status","updated_at");