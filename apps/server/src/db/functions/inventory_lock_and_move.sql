-- inventory_lock_and_move: the inventory core's locked section in one call (modules/inventory/inventory.ts
-- lockAndMove, docs/decisions/005, PERFORMANCE P13). Applied after the migrations on every start (functions.ts).
-- Locks the tenant's items named by itemNumberWarehouse (FOR UPDATE, id ascending: decision 005's lock order),
-- then, when every item covers its net move (quantity + delta >= 0), moves them all (a move of an item no
-- longer in the stock list has nothing to move and is skipped), naming the change in the
-- transaction-local portico.stock_change the log triggers read, and locks the moved items' cart lines; otherwise
-- writes nothing. Answers every locked item with its quantity when locked and now, whether the moves were made,
-- and how many cart lines the moved items have.
CREATE OR REPLACE FUNCTION inventory_lock_and_move(p_tenant uuid, p_inws text[], p_move_inws text[],
    p_deltas integer[], p_why text, p_at timestamptz)
  RETURNS TABLE (id uuid, item_number_warehouse text, quantity_locked integer, quantity_available integer,
    list_price_minor integer, increment_size integer, version integer, moved boolean, cart_lines integer)
  LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  locked jsonb;
  covered boolean;
  lines integer := 0;
BEGIN
  SELECT coalesce(jsonb_object_agg(l.id::text, l.quantity_available), '{}'::jsonb) INTO locked
  FROM (SELECT s.id, s.quantity_available FROM stock_items s
        WHERE s.tenant_id = p_tenant AND s.item_number_warehouse = ANY(p_inws)
        ORDER BY s.id FOR UPDATE) l;
  SELECT NOT EXISTS (
    SELECT 1
    FROM (SELECT m.inw, sum(m.delta) AS delta FROM unnest(p_move_inws, p_deltas) AS m(inw, delta)
          GROUP BY m.inw) d
    JOIN stock_items s ON s.tenant_id = p_tenant AND s.item_number_warehouse = d.inw
    WHERE s.quantity_available + d.delta < 0
  ) INTO covered;
  IF covered AND cardinality(p_move_inws) > 0 THEN
    PERFORM set_config('portico.stock_change', p_why, true);
    UPDATE stock_items s SET quantity_available = s.quantity_available + d.delta, updated_at = p_at
    FROM (SELECT m.inw, sum(m.delta)::integer AS delta FROM unnest(p_move_inws, p_deltas) AS m(inw, delta)
          GROUP BY m.inw) d
    WHERE s.tenant_id = p_tenant AND s.item_number_warehouse = d.inw AND d.delta <> 0;
    -- The moved items' cart lines, every buyer's, locked after the items (decision 005's order, as the carts'
    -- reconciliation reads them): none means the reconciliation has nothing to read.
    PERFORM 1 FROM stocklist_offers o
    WHERE o.tenant_id = p_tenant AND o.item_number_warehouse = ANY(p_move_inws)
    ORDER BY o.created_at, o.id FOR UPDATE;
    GET DIAGNOSTICS lines = ROW_COUNT;
  END IF;
  RETURN QUERY
    SELECT s.id, s.item_number_warehouse, (locked ->> s.id::text)::integer, s.quantity_available,
      s.list_price_minor, s.increment_size, s.version, covered, lines
    FROM stock_items s
    WHERE s.tenant_id = p_tenant AND s.item_number_warehouse = ANY(p_inws)
    ORDER BY s.id;
END;
$$;
