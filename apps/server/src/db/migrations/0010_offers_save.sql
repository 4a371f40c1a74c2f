-- P5: an offer save in ONE round trip when the server already holds what it decided on. offers_save re-reads the
-- target (offers_target: the account, the tenant's offer settings, the item with its flags, the buyer's line, the
-- auto-rule) inside the write's statement and writes only when it equals the target the caller decided on (line
-- version and timestamps aside); otherwise it writes nothing and answers the fresh target, so the caller decides
-- again without a separate read. A stale decision (an old cached target, a seller's answer or a stock change in
-- between) is therefore never written, and the access check is as fresh as the write.
CREATE OR REPLACE FUNCTION offers_save(
  p_tenant uuid, p_buyer uuid, p_inw text, p_line jsonb, p_auto text, p_restart boolean, p_expect jsonb,
  p_channel text)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  seen jsonb;
  written jsonb;
  volatile text[] := ARRAY['version', 'created_at', 'updated_at'];
BEGIN
  seen := offers_target(p_tenant, p_buyer, p_inw, NULL);
  IF p_expect IS NULL OR seen IS NULL OR (seen - volatile) IS DISTINCT FROM (p_expect - volatile) THEN
    RETURN jsonb_build_object('stale', true, 'target', seen);
  END IF;
  written := offers_write_line(p_tenant, p_buyer, p_inw, p_line, p_auto, p_restart,
    CASE WHEN seen ->> 'id' IS NULL THEN NULL ELSE seen END,
    (seen ->> 'list_price_minor')::integer, (seen ->> 'quantity_available')::integer,
    (seen ->> 'increment_size')::integer, p_channel);
  IF written IS NULL THEN
    -- Another transaction committed between the read above and the write (PostgreSQL, READ COMMITTED).
    RETURN jsonb_build_object('stale', true, 'target', offers_target(p_tenant, p_buyer, p_inw, NULL));
  END IF;
  RETURN jsonb_build_object('stale', false, 'line', written);
END;
$$;
