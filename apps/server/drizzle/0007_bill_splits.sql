CREATE TABLE "bill_splits" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"table_id" integer NOT NULL,
	"split_type" text DEFAULT 'none' NOT NULL,
	"split_count" integer DEFAULT 0 NOT NULL,
	"equal_queue" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manual_holder" integer,
	"manual_hold_until" timestamp with time zone,
	"split_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "split_part" jsonb;--> statement-breakpoint
ALTER TABLE "bill_splits" ADD CONSTRAINT "bill_splits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_splits" ADD CONSTRAINT "bill_splits_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_splits" ADD CONSTRAINT "bill_splits_manual_holder_users_id_fk" FOREIGN KEY ("manual_holder") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;