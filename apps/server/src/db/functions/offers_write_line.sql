-- offers_write_line: the current definition (last changed in migration 0011); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- Writes the buyer's line only if the item and the line still hold exactly what the decision read
-- (compare-and-set; p_current null: there was no line, insert), then the auto-rule's answer for the history
-- (Q-020) and the live-update events (the buyer's other tabs; the sellers' offers screens when they change).
-- Answers {line, events} (the events oldest first, as the hub delivers them), or null when something changed
-- meanwhile (nothing is written).
CREATE OR REPLACE FUNCTION offers_write_line(
  p_tenant uuid, p_buyer uuid, p_inw text, p_line jsonb, p_auto text, p_restart boolean, p_current jsonb,
  p_list_price integer, p_quantity integer, p_increment integer)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  w stocklist_offers;
  written_events jsonb;
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
  -- The sellers' offers screens show the lines awaiting their review and the answers (offer_answers): a save that
  -- touches neither (a buyer editing a buy at list) tells only the buyer's other pages.
  WITH e AS (
    INSERT INTO events (tenant_id, audience, user_id, type, data)
    SELECT p_tenant, v.audience, v.user_id, v.type, v.data FROM (VALUES
      (1, 'seller', NULL::uuid, 'offers.changed', jsonb_build_object('offerIds', jsonb_build_array(w.id))),
      (2, 'buyer', p_buyer, 'cart.changed',
        jsonb_build_object('offerIds', jsonb_build_array(w.id), 'reason', 'saved'))
    ) v(n, audience, user_id, type, data)
    WHERE v.audience = 'buyer' OR p_auto IS NOT NULL OR w.state = 'AWAITING_TENANT_REVIEW'
      OR (p_current ->> 'state') = 'AWAITING_TENANT_REVIEW'
    ORDER BY v.n
    RETURNING id, tenant_id, audience, user_id, type, data
  ) SELECT jsonb_agg(jsonb_build_object('id', id, 'tenantId', tenant_id, 'audience', audience, 'userId', user_id,
      'type', type, 'data', data) ORDER BY id)
    INTO written_events FROM e;
  RETURN jsonb_build_object('line', to_jsonb(w), 'events', written_events);
END;
$$;
