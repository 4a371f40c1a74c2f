-- P5 (PERFORMANCE.md): the read and the write of POST / PUT stocklist/offer as functions, so their plans are made
-- once per connection (PL/pgSQL keeps them) instead of on every request — on PGlite, which has no named prepared
-- statements, planning these joins cost several times their execution. They only read and write: every rule is
-- decided in TypeScript (packages/domain) between the two calls (modules/offers/offer-statements.ts).

-- The access row, the item with its group's and warehouse's offer flags, its auto-rule, the buyer's line (by item
-- when p_offer is null, else by line id: another buyer's or tenant's id finds no line) and the tenant's offer
-- settings, as one JSON object; null when the user is not of the tenant.
CREATE OR REPLACE FUNCTION offers_target(p_tenant uuid, p_buyer uuid, p_inw text, p_offer uuid)
RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
DECLARE
  result jsonb;
  inw text := p_inw;
BEGIN
  IF p_offer IS NOT NULL THEN
    SELECT o.item_number_warehouse INTO inw FROM stocklist_offers o
      WHERE o.tenant_id = p_tenant AND o.buyer_id = p_buyer AND o.id = p_offer;
  END IF;
  SELECT to_jsonb(x) INTO result FROM (
    SELECT u.disabled, u.authorities, t.settings -> 'offerSettings' AS offer_settings,
      sg.id AS group_id, si.item_number, si.item_number_warehouse AS item_inw, si.warehouse, si.sku_description,
      si.quantity_available, si.list_price_minor, si.increment_size, sg.is_offer_accepted,
      coalesce(w.accepts_offers, false) AS warehouse_accepts_offers,
      o.id, o.buyer_id, o.item_number_warehouse, o.status, o.state, o.offer_quantity, o.offer_price_minor,
      o.check_out_quantity, o.check_out_price_minor, o.counter_price_minor, o.minimum_checkout_quantity,
      o.expires_at, o.pending_expires_at, o.status_before_out_of_stock, o.answered_at, o.version, o.created_at,
      o.updated_at,
      r.item_number_warehouse AS rule_inw, r.floor_price_minor, r.reject_below_percent
    FROM users u
    JOIN tenants t ON t.id = u.tenant_id
    LEFT JOIN stocklist_offers o ON o.tenant_id = u.tenant_id AND o.buyer_id = u.id AND o.item_number_warehouse = inw
    LEFT JOIN stock_items si ON si.tenant_id = u.tenant_id AND si.item_number_warehouse = inw
    LEFT JOIN stock_groups sg ON sg.id = si.group_id AND sg.tenant_id = u.tenant_id
    LEFT JOIN warehouses w ON w.tenant_id = u.tenant_id AND w.code = si.warehouse
    LEFT JOIN offer_rules r ON r.tenant_id = u.tenant_id AND r.item_number_warehouse = inw
    WHERE u.tenant_id = p_tenant AND u.id = p_buyer
  ) x;
  -- By id, a line that is not the caller's reads as no line.
  IF p_offer IS NOT NULL AND result IS NOT NULL AND (result ->> 'id') IS DISTINCT FROM p_offer::text THEN
    result := result || jsonb_build_object('id', null);
  END IF;
  RETURN result;
END;
$$;
--> statement-breakpoint
-- Writes the buyer's line only if the item and the line still hold exactly what the decision read
-- (compare-and-set; p_current null: there was no line, insert), then the auto-rule's answer for the history
-- (Q-020), the live-update events (the sellers' inbox, the buyer's other tabs) and the NOTIFY that is delivered on
-- commit. Answers the written line, or null when something changed meanwhile (nothing is written).
CREATE OR REPLACE FUNCTION offers_write_line(
  p_tenant uuid, p_buyer uuid, p_inw text, p_line jsonb, p_auto text, p_restart boolean, p_current jsonb,
  p_list_price integer, p_quantity integer, p_increment integer, p_channel text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  w stocklist_offers;
  max_id bigint;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM stock_items si
    WHERE si.tenant_id = p_tenant AND si.item_number_warehouse = p_inw AND si.list_price_minor = p_list_price
      AND si.quantity_available = p_quantity AND si.increment_size = p_increment
  ) THEN
    RETURN NULL;
  END IF;
  IF p_current IS NULL THEN
    INSERT INTO stocklist_offers AS o (tenant_id, buyer_id, item_number_warehouse, status, state, offer_quantity,
      offer_price_minor, check_out_quantity, check_out_price_minor, counter_price_minor, minimum_checkout_quantity,
      expires_at, pending_expires_at, status_before_out_of_stock, answered_at)
    VALUES (p_tenant, p_buyer, p_inw, p_line ->> 'status', p_line ->> 'state', (p_line ->> 'offer_quantity')::integer,
      (p_line ->> 'offer_price_minor')::integer, (p_line ->> 'check_out_quantity')::integer,
      (p_line ->> 'check_out_price_minor')::integer, (p_line ->> 'counter_price_minor')::integer,
      (p_line ->> 'minimum_checkout_quantity')::integer, (p_line ->> 'expires_at')::timestamptz,
      (p_line ->> 'pending_expires_at')::timestamptz, p_line ->> 'status_before_out_of_stock',
      (p_line ->> 'answered_at')::timestamptz)
    ON CONFLICT (tenant_id, buyer_id, item_number_warehouse) DO NOTHING
    RETURNING o.* INTO w;
  ELSE
    UPDATE stocklist_offers o SET
      status = p_line ->> 'status', state = p_line ->> 'state',
      offer_quantity = (p_line ->> 'offer_quantity')::integer,
      offer_price_minor = (p_line ->> 'offer_price_minor')::integer,
      check_out_quantity = (p_line ->> 'check_out_quantity')::integer,
      check_out_price_minor = (p_line ->> 'check_out_price_minor')::integer,
      counter_price_minor = (p_line ->> 'counter_price_minor')::integer,
      minimum_checkout_quantity = (p_line ->> 'minimum_checkout_quantity')::integer,
      expires_at = (p_line ->> 'expires_at')::timestamptz,
      pending_expires_at = (p_line ->> 'pending_expires_at')::timestamptz,
      status_before_out_of_stock = p_line ->> 'status_before_out_of_stock',
      answered_at = (p_line ->> 'answered_at')::timestamptz,
      version = o.version + 1, updated_at = now(),
      created_at = CASE WHEN p_restart THEN now() ELSE o.created_at END
    WHERE o.tenant_id = p_tenant AND o.buyer_id = p_buyer AND o.item_number_warehouse = p_inw
      AND o.id = (p_current ->> 'id')::uuid
      AND (o.status, o.state, o.offer_quantity, o.offer_price_minor, o.check_out_quantity, o.check_out_price_minor,
           o.counter_price_minor, o.minimum_checkout_quantity, o.expires_at, o.pending_expires_at,
           o.status_before_out_of_stock, o.answered_at)
        IS NOT DISTINCT FROM (p_current ->> 'status', p_current ->> 'state',
           (p_current ->> 'offer_quantity')::integer, (p_current ->> 'offer_price_minor')::integer,
           (p_current ->> 'check_out_quantity')::integer, (p_current ->> 'check_out_price_minor')::integer,
           (p_current ->> 'counter_price_minor')::integer, (p_current ->> 'minimum_checkout_quantity')::integer,
           (p_current ->> 'expires_at')::timestamptz, (p_current ->> 'pending_expires_at')::timestamptz,
           p_current ->> 'status_before_out_of_stock', (p_current ->> 'answered_at')::timestamptz)
    RETURNING o.* INTO w;
  END IF;
  IF w.id IS NULL THEN
    RETURN NULL;
  END IF;
  IF p_auto IS NOT NULL THEN
    INSERT INTO offer_answers (tenant_id, offer_id, buyer_id, item_number_warehouse, action, offer_quantity,
      offer_price_minor, list_price_minor, counter_price_minor, minimum_checkout_quantity, answered_by, auto,
      answered_at)
    VALUES (p_tenant, w.id, p_buyer, p_inw, p_auto, w.offer_quantity, w.offer_price_minor, p_list_price, NULL,
      w.minimum_checkout_quantity, NULL, true, coalesce(w.answered_at, now()));
  END IF;
  WITH e AS (
    INSERT INTO events (tenant_id, audience, user_id, type, data) VALUES
      (p_tenant, 'seller', NULL, 'offers.changed', jsonb_build_object('offerIds', jsonb_build_array(w.id))),
      (p_tenant, 'buyer', p_buyer, 'cart.changed',
        jsonb_build_object('offerIds', jsonb_build_array(w.id), 'reason', 'saved'))
    RETURNING id
  ) SELECT max(id) INTO max_id FROM e;
  PERFORM pg_notify(p_channel, max_id::text);
  RETURN to_jsonb(w);
END;
$$;
