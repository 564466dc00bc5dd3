-- The feed's btree indexes in the order their lists read them (decision 015, bench:feed): the lists order
-- `created_at desc, id desc` (NULLS FIRST), which an index declared `desc nulls last` cannot give, so the
-- planner read every post of each author (or all of Trending) and sorted. Ascending indexes read backwards
-- give exactly that order.
DROP INDEX "post_likes_member_idx";--> statement-breakpoint
DROP INDEX "posts_author_created_idx";--> statement-breakpoint
DROP INDEX "posts_created_idx";--> statement-breakpoint
DROP INDEX "posts_trend_idx";--> statement-breakpoint
CREATE INDEX "post_likes_member_idx" ON "post_likes" USING btree ("member_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "posts_author_created_idx" ON "posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "posts_trend_idx" ON "posts" USING btree ("trend_rank","id") WHERE "posts"."trend_rank" is not null;