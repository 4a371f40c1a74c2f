-- offers_save: the current definition (last changed in migration 0011); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- P5: an offer save in ONE round trip. Re-reads the target (offers_target) and writes (offers_write_line) only when
-- it equals the target the caller decided on (line version and timestamps aside); answers {stale: false, line,
-- events} when written, else {stale: true, target} with the fresh target to decide on again.
CREATE OR REPLACE FUNCTION offers_save(
  p_tenant uuid, p_buyer uuid, p_inw text, p_line jsonb, p_auto text, p_restart boolean, p_expect jsonb)
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
    (seen ->> 'increment_size')::integer);
  IF written IS NULL THEN
    -- Another transaction committed between the read above and the write (PostgreSQL, READ COMMITTED).
    RETURN jsonb_build_object('stale', true, 'target', offers_target(p_tenant, p_buyer, p_inw, NULL));
  END IF;
  RETURN jsonb_build_object('stale', false, 'line', written -> 'line', 'events', written -> 'events');
END;
$$;
