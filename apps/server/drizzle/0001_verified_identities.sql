CREATE TABLE "invoice_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"recipient" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_company_phone";--> statement-breakpoint
DROP INDEX "users_company_email";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Existing identities: a mobile number counts as proven when a code sent to it was entered. A code
-- that was entered has used_at set at sign-in; a code killed by a newer one has used_at equal to
-- that newer code's created_at, so it is not counted. Existing e-mail addresses all start
-- unverified (before this, an account could carry an e-mail nobody proved): a diner proves theirs
-- by asking for the code by e-mail at their next sign-in (docs/server.md, "Identities").
UPDATE "users" AS u SET "phone_verified_at" = (
  SELECT min(c."used_at") FROM "one_time_codes" AS c
  WHERE c."company_id" = u."company_id"
    AND c."address" = '+' || ltrim(u."dialing_code", '+') || u."phone_number"
    AND c."used_at" IS NOT NULL
    AND NOT EXISTS (
      SELECT 1 FROM "one_time_codes" AS k
      WHERE k."company_id" = c."company_id" AND k."id" > c."id" AND k."created_at" = c."used_at"
    )
)
WHERE u."is_guest" = false AND u."phone_number" IS NOT NULL AND u."dialing_code" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_emails" ADD CONSTRAINT "invoice_emails_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_emails_order" ON "invoice_emails" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_emails_session" ON "invoice_emails" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "invoice_emails_recipient" ON "invoice_emails" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_verified_phone" ON "users" USING btree ("company_id","dialing_code","phone_number") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_verified_email" ON "users" USING btree ("company_id","email") WHERE "users"."email_verified_at" is not null;