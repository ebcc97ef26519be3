CREATE TABLE "mastercard_payments" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"session_id" text NOT NULL,
	"authentication" text NOT NULL,
	"authentication_deadline" timestamp with time zone,
	"pay_started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mastercard_payments" ADD CONSTRAINT "mastercard_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mastercard_payments_session" ON "mastercard_payments" USING btree ("session_id");