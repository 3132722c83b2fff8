-- Every change of the orders moves app_meta's orders_version in its own transaction (as content_version
-- moves with the catalogue): the owner's overview keeps its figures in memory keyed by this version
-- (app/server/stats/overview-cache.server.ts), so no writer can forget to make them stale. The orders'
-- status-count trigger already takes a row lock per change, so this adds no new point of contention.
CREATE OR REPLACE FUNCTION bump_orders_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_meta (key, value) VALUES ('orders_version', '1')
  ON CONFLICT (key) DO UPDATE SET value = (app_meta.value::bigint + 1)::text;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER orders_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION bump_orders_version();
