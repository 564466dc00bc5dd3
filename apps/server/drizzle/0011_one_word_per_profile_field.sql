-- One word per profile field: the builder, the editor, the replies and the database now all say
-- 'interests' (the column was 'tags').
ALTER TABLE "profiles" RENAME COLUMN "tags" TO "interests";--> statement-breakpoint
-- The builder kept the kinks twice, in kinks_fetishes (the one shape, read by every view) and as a
-- list in sexual_style, which nothing else wrote and nothing read: that copy goes.
UPDATE "profiles" SET "sexual_style" = '{}'::text[] WHERE cardinality("sexual_style") > 0;
