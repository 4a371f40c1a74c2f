-- stamp_offer_change: the current definition (last changed in migration 0005); applied after the
-- migrations on every start (functions.ts). Edit it here; a changed signature needs a migration dropping the old one.
-- P5: every update of a cart line takes a new change_seq (inserts take it from the column default), so the sorted
-- list of a buyer's change_seq values names exactly one state of the cart, whatever order transactions commit in.
CREATE OR REPLACE FUNCTION stamp_offer_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.change_seq := nextval('stocklist_offers_change_seq');
  RETURN NEW;
END;
$$;
