ALTER TABLE "orders" ADD COLUMN "invoiced_net" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_vat" numeric(10, 2);--> statement-breakpoint
-- An order's invoiced sums follow its invoices: an invoice or credit invoice adds its amounts (negative on
-- a credit invoice) to its order in the transaction that issues it. Issued amounts never change, so an
-- insert is the only change to follow, and the second trigger refuses any other.
CREATE OR REPLACE FUNCTION add_invoice_to_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET invoiced_net = coalesce(invoiced_net, 0) + NEW.net,
    invoiced_vat = coalesce(invoiced_vat, 0) + NEW.vat
  WHERE id = NEW.order_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_add_to_order AFTER INSERT ON invoices
  FOR EACH ROW EXECUTE FUNCTION add_invoice_to_order();--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_invoice_amounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.order_id <> OLD.order_id OR NEW.net <> OLD.net OR NEW.vat <> OLD.vat OR NEW.total <> OLD.total THEN
    RAISE EXCEPTION 'an issued invoice''s amounts never change: credit it instead (invoice %)', OLD.number;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_keep_amounts BEFORE UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION keep_invoice_amounts();--> statement-breakpoint
UPDATE orders SET invoiced_net = sums.net, invoiced_vat = sums.vat
FROM (SELECT order_id, sum(net) AS net, sum(vat) AS vat FROM invoices GROUP BY order_id) AS sums
WHERE orders.id = sums.order_id;
