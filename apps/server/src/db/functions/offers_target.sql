-- offers_target: the current definition (last changed in migration 0006); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
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
