ALTER TABLE "payments" ADD COLUMN "tab_customers" jsonb;--> statement-breakpoint
ALTER TABLE "table_members" ADD COLUMN "pay_for_self" boolean;--> statement-breakpoint
ALTER TABLE "table_tabs" ADD COLUMN "payment_reference" text;