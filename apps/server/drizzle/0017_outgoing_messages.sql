-- Issue 31: messages on their way to diners, sent as jobs with retries and a backoff.
CREATE TABLE "outgoing_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"purpose" text NOT NULL,
	"sealed" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"one_time_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_one_time_code_id_one_time_codes_id_fk" FOREIGN KEY ("one_time_code_id") REFERENCES "public"."one_time_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_messages_due" ON "outgoing_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outgoing_messages_code" ON "outgoing_messages" USING btree ("one_time_code_id");