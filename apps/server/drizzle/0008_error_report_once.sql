-- Keep the first report of each error id before the key makes it unique.
DELETE FROM "error_reports" a USING "error_reports" b WHERE a."error_id" = b."error_id" AND a."id" > b."id";--> statement-breakpoint
DROP INDEX "error_reports_error_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "error_reports_error_id_key" ON "error_reports" USING btree ("error_id");
