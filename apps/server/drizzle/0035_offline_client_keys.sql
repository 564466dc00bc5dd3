CREATE TABLE "client_write_keys" (
	"author_id" text NOT NULL,
	"kind" text NOT NULL,
	"client_key" text NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_write_keys_author_id_kind_client_key_pk" PRIMARY KEY("author_id","kind","client_key")
);
--> statement-breakpoint
ALTER TABLE "client_write_keys" ADD CONSTRAINT "client_write_keys_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;