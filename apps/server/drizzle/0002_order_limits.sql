ALTER TABLE "outlets" ADD COLUMN "max_line_quantity" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "max_order_items" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "max_order_amount" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "max_tip_percent" text DEFAULT '50' NOT NULL;