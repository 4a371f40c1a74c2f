ALTER TABLE "stock_groups" ADD COLUMN "content_version" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- PERFORMANCE P1: the stock cache re-serialises only the groups whose content_version moved. Any change to a
-- group row bumps its own version; any change to its items touches the group (so the row trigger bumps it).
CREATE OR REPLACE FUNCTION bump_group_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.content_version := OLD.content_version + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_groups_content_version BEFORE UPDATE ON stock_groups
  FOR EACH ROW EXECUTE FUNCTION bump_group_content_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_groups_of_new_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_groups SET content_version = content_version
    WHERE id IN (SELECT DISTINCT group_id FROM new_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_groups_of_old_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_groups SET content_version = content_version
    WHERE id IN (SELECT DISTINCT group_id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION touch_groups_of_changed_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_groups SET content_version = content_version
    WHERE id IN (SELECT group_id FROM new_rows UNION SELECT group_id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_items_touch_group_ins AFTER INSERT ON stock_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_groups_of_new_items();
--> statement-breakpoint
CREATE TRIGGER stock_items_touch_group_upd AFTER UPDATE ON stock_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_groups_of_changed_items();
--> statement-breakpoint
CREATE TRIGGER stock_items_touch_group_del AFTER DELETE ON stock_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION touch_groups_of_old_items();
