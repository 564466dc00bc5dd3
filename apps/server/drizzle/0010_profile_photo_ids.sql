-- The profile stored its photos as URLs, built with the storage's base at upload time: a new
-- S3_PUBLIC_URL or a move from disk to S3 would have orphaned every avatar. It now stores photo ids and
-- a reply builds the URL. A stored URL ends in /photos/{owner}/{photo id}/display.webp whatever its base;
-- an id is kept only when that photo is still his, in his public album. Anything else (the demo
-- community's generated avatars, stored outside the albums) is dropped here: the seed gives each demo
-- member his avatar again as a public photo on the next start.
ALTER TABLE "profiles" ADD COLUMN "avatar_photo_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "profiles" AS p SET
  "photo_ids" = coalesce((
    SELECT array_agg(ph."id" ORDER BY u.n)
    FROM unnest(p."photos") WITH ORDINALITY AS u(url, n)
    JOIN "photos" AS ph
      ON ph."id" = (regexp_match(u.url, '/photos/[^/]+/([^/?#]+)/display\.webp$'))[1]
     AND ph."owner_id" = p."id" AND ph."album" = 'public'
  ), '{}'::text[]),
  "avatar_photo_id" = (
    SELECT ph."id" FROM "photos" AS ph
    WHERE ph."id" = (regexp_match(p."avatar_url", '/photos/[^/]+/([^/?#]+)/display\.webp$'))[1]
      AND ph."owner_id" = p."id" AND ph."album" = 'public'
  )
WHERE p."avatar_url" IS NOT NULL OR cardinality(p."photos") > 0;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_avatar_photo_id_photos_id_fk" FOREIGN KEY ("avatar_photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "avatar_url";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "photos";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "profile_images";
