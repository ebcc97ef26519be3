-- Issue 30: the table choice a scan of another table leaves waiting, and when a scan replaced a session.
ALTER TABLE "sessions" ADD COLUMN "table_choice_token" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_table_choice_token_qr_codes_token_fk" FOREIGN KEY ("table_choice_token") REFERENCES "public"."qr_codes"("token") ON DELETE no action ON UPDATE no action;