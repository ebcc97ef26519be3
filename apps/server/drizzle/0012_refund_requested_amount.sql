ALTER TABLE "refunds" ADD COLUMN "requested_amount" text;--> statement-breakpoint
-- Refunds made so far came from the POS console, which always sends the amount staff confirmed
-- (apps/pos refund-form.tsx): what they asked for is what was given back.
UPDATE "refunds" SET "requested_amount" = "amount";
