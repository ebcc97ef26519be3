-- Issue 32: the venue file's keys (companies, outlets, promotions), tables and codes retired
-- rather than deleted, and the menu items an import took off an outlet's menu. Existing rows get
-- the keys the export named them by before they were stored: the name made into a key (a repeat
-- within its parent taking -2, -3, ...), an outlet outlet-1, outlet-2, ... in the order of its id.
ALTER TABLE "companies" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "companies" AS c SET "key" = k."key" FROM (
  SELECT "id", CASE WHEN "n" = 1 THEN "base" ELSE "base" || '-' || "n" END AS "key" FROM (
    SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "id") AS "n" FROM (
      SELECT "id", coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower("profile"->>'name'), '[^a-z0-9]+', '-', 'g')), 60)), ''), 'company-' || "id") AS "base"
      FROM "companies") AS named) AS numbered) AS k
  WHERE c."id" = k."id";--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "outlets" AS o SET "key" = 'outlet-' || k."n" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "company_id" ORDER BY "id") AS "n" FROM "outlets") AS k
  WHERE o."id" = k."id";--> statement-breakpoint
ALTER TABLE "outlets" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "retired_items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "promotions" AS p SET "key" = k."key" FROM (
  SELECT "id", CASE WHEN "n" = 1 THEN "base" ELSE "base" || '-' || "n" END AS "key" FROM (
    SELECT "id", "base", row_number() OVER (PARTITION BY "company_id", "base" ORDER BY "id") AS "n" FROM (
      SELECT "id", "company_id", coalesce(nullif(trim(both '-' from left(trim(both '-' from regexp_replace(lower("definition"->>'name'), '[^a-z0-9]+', '-', 'g')), 60)), ''), 'promotion-' || "id") AS "base"
      FROM "promotions") AS named) AS numbered) AS k
  WHERE p."id" = k."id";--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "qr_codes" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "outlets_company_key" ON "outlets" USING btree ("company_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_company_key" ON "promotions" USING btree ("company_id","key");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_key" UNIQUE("key");
