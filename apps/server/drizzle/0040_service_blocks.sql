CREATE TABLE "service_blocks" (
	"provider_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_blocks_provider_id_client_id_pk" PRIMARY KEY("provider_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "service_blocks" ADD CONSTRAINT "service_blocks_client_id_profiles_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;