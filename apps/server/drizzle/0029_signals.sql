CREATE TABLE "caution_dismissals" (
	"member_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"rule" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "caution_dismissals_member_id_conversation_id_rule_pk" PRIMARY KEY("member_id","conversation_id","rule")
);
--> statement-breakpoint
CREATE TABLE "member_signals" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"rule" text NOT NULL,
	"reason" text,
	"conversation_id" text,
	"message_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signal_fingerprints" (
	"message_id" text PRIMARY KEY NOT NULL,
	"sender_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"conversation_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signal_new_chats" (
	"member_id" text NOT NULL,
	"peer_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "signal_new_chats_member_id_peer_key_pk" PRIMARY KEY("member_id","peer_key")
);
--> statement-breakpoint
CREATE TABLE "signal_report_marks" (
	"member_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "signal_report_marks_member_id_reporter_id_pk" PRIMARY KEY("member_id","reporter_id")
);
--> statement-breakpoint
ALTER TABLE "caution_dismissals" ADD CONSTRAINT "caution_dismissals_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caution_dismissals" ADD CONSTRAINT "caution_dismissals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signals" ADD CONSTRAINT "member_signals_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_signals" ADD CONSTRAINT "member_signals_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_fingerprints" ADD CONSTRAINT "signal_fingerprints_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_fingerprints" ADD CONSTRAINT "signal_fingerprints_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_fingerprints" ADD CONSTRAINT "signal_fingerprints_recipient_id_profiles_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_new_chats" ADD CONSTRAINT "signal_new_chats_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_report_marks" ADD CONSTRAINT "signal_report_marks_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_report_marks" ADD CONSTRAINT "signal_report_marks_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_signals_member_idx" ON "member_signals" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "member_signals_conversation_idx" ON "member_signals" USING btree ("conversation_id","rule");--> statement-breakpoint
CREATE INDEX "member_signals_at_idx" ON "member_signals" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_signals_rule_message_key" ON "member_signals" USING btree ("rule","message_id");--> statement-breakpoint
CREATE INDEX "signal_fingerprints_sender_idx" ON "signal_fingerprints" USING btree ("sender_id","fingerprint","at");--> statement-breakpoint
CREATE INDEX "signal_fingerprints_at_idx" ON "signal_fingerprints" USING btree ("at");--> statement-breakpoint
CREATE INDEX "signal_new_chats_member_at_idx" ON "signal_new_chats" USING btree ("member_id","at");