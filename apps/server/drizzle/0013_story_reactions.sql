-- Issue 14, stories: the emoji a viewer reacted with, shown to the author beside his name among the viewers.
ALTER TABLE "story_views" ADD COLUMN "reaction" text;