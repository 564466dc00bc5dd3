CREATE INDEX "favourites_member_idx" ON "favourites" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "passes_passed_idx" ON "passes" USING btree ("passed_id");