-- Every refund so far was made through the POS API, which only the shared staff token opens.
ALTER TABLE "refunds" ADD COLUMN "made_by" text DEFAULT 'staff_token' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "made_by" DROP DEFAULT;
