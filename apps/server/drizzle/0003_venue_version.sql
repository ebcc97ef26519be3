ALTER TABLE "outlets" ADD COLUMN "venue_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_session" ON "orders" USING btree ("session_id");
--> statement-breakpoint
-- An outlet's venue_version goes up with every change to what its venue is built from, whoever
-- makes it (a POS call, an operator's UPDATE), so each server process knows its snapshot is old
-- by the version it reads with the diner's session (apps/server/src/venue/venue-snapshots.ts).
CREATE FUNCTION "outlet_venue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An UPDATE that already moves the version (the bumps below) is left as it is.
  IF NEW.venue_version IS NOT DISTINCT FROM OLD.venue_version THEN
    NEW.venue_version := OLD.venue_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "outlets_venue_version" BEFORE UPDATE ON "outlets"
  FOR EACH ROW EXECUTE FUNCTION "outlet_venue_changed"();
--> statement-breakpoint
-- A row of an outlet's own (a sold-out item, a table) changed: that outlet's venue is new.
CREATE FUNCTION "outlet_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "outlets" SET "venue_version" = "venue_version" + 1 WHERE "id" = NEW."outlet_id";
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "outlets" SET "venue_version" = "venue_version" + 1 WHERE "id" = OLD."outlet_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_outs_venue_version" AFTER INSERT OR UPDATE OR DELETE ON "stock_outs"
  FOR EACH ROW EXECUTE FUNCTION "outlet_row_changed"();
--> statement-breakpoint
CREATE TRIGGER "dining_tables_venue_version" AFTER INSERT OR UPDATE OR DELETE ON "dining_tables"
  FOR EACH ROW EXECUTE FUNCTION "outlet_row_changed"();
--> statement-breakpoint
-- A company changed (its profile, plan, loyalty programme, tips, time zone): all its outlets are new.
CREATE FUNCTION "company_venue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "outlets" SET "venue_version" = "venue_version" + 1 WHERE "company_id" = NEW."id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_venue_version" AFTER UPDATE ON "companies"
  FOR EACH ROW EXECUTE FUNCTION "company_venue_changed"();
--> statement-breakpoint
-- A promotion of a company changed: every outlet of that company is new.
CREATE FUNCTION "promotion_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "outlets" SET "venue_version" = "venue_version" + 1 WHERE "company_id" = NEW."company_id";
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."company_id" <> NEW."company_id") THEN
    UPDATE "outlets" SET "venue_version" = "venue_version" + 1 WHERE "company_id" = OLD."company_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "promotions_venue_version" AFTER INSERT OR UPDATE OR DELETE ON "promotions"
  FOR EACH ROW EXECUTE FUNCTION "promotion_changed"();
