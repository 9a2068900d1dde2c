-- files_public_counts.files_count follows files_public: statement triggers with transition
-- tables, so a bulk insert or a cascade from users costs one upsert per account, not per row.
CREATE FUNCTION files_public_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO files_public_counts AS c (id_user, files_count)
    SELECT id_user, count(*) FROM inserted_rows GROUP BY id_user
  ON CONFLICT (id_user) DO UPDATE SET files_count = c.files_count + EXCLUDED.files_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION files_public_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update, never an insert: when the account itself is being deleted its row may be gone already.
  UPDATE files_public_counts AS c SET files_count = c.files_count - d.n
    FROM (SELECT id_user, count(*) AS n FROM deleted_rows GROUP BY id_user) AS d
    WHERE c.id_user = d.id_user;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER files_public_count_insert AFTER INSERT ON files_public
  REFERENCING NEW TABLE AS inserted_rows FOR EACH STATEMENT EXECUTE FUNCTION files_public_count_inserted();
--> statement-breakpoint
CREATE TRIGGER files_public_count_delete AFTER DELETE ON files_public
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION files_public_count_deleted();
--> statement-breakpoint
-- Libraries that exist already.
INSERT INTO files_public_counts (id_user, files_count)
  SELECT id_user, count(*) FROM files_public GROUP BY id_user
ON CONFLICT (id_user) DO UPDATE SET files_count = EXCLUDED.files_count;
