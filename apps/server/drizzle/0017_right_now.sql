CREATE TABLE "right_now_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"body" text NOT NULL,
	"suits" text[] NOT NULL,
	"photo_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_kind_check";--> statement-breakpoint
ALTER TABLE "right_now_posts" ADD CONSTRAINT "right_now_posts_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_now_posts" ADD CONSTRAINT "right_now_posts_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "right_now_posts_author_idx" ON "right_now_posts" USING btree ("author_id","ends_at");--> statement-breakpoint
CREATE INDEX "right_now_posts_ends_idx" ON "right_now_posts" USING btree ("ends_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_kind_check" CHECK ("reports"."target_kind" in ('post', 'comment', 'story', 'right_now'));