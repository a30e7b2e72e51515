-- Keeps submission_counters and anamnese_counters in step with the rows. Statement-level triggers with
-- transition tables: a batch insert of 50 submissions writes each counter once, not 50 times. Every
-- connection adds its changes to its own shard (backend pid mod 16): concurrent writers never wait for one
-- hot counter row. A shard may go below zero; only the sum over shards means something.
CREATE FUNCTION submission_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  my_shard smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_counters (tenant_id, form_type, is_spam, is_processed, shard, n)
    SELECT tenant_id, form_type, is_spam, is_processed, my_shard, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, form_type, is_spam, is_processed, shard) DO UPDATE SET n = submission_counters.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO submission_counters (tenant_id, form_type, is_spam, is_processed, shard, n)
    SELECT tenant_id, form_type, is_spam, is_processed, my_shard, -count(*) FROM old_rows
    -- Rows deleted together with their practice take their counters with them (ON DELETE CASCADE).
    WHERE EXISTS (SELECT 1 FROM tenant_settings t WHERE t.id = old_rows.tenant_id)
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, form_type, is_spam, is_processed, shard) DO UPDATE SET n = submission_counters.n + excluded.n;
  ELSE
    INSERT INTO submission_counters (tenant_id, form_type, is_spam, is_processed, shard, n)
    SELECT tenant_id, form_type, is_spam, is_processed, my_shard, sum(d) FROM (
      SELECT tenant_id, form_type, is_spam, is_processed, -1 AS d FROM old_rows
      UNION ALL
      SELECT tenant_id, form_type, is_spam, is_processed, 1 AS d FROM new_rows
    ) changes GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
    ON CONFLICT (tenant_id, form_type, is_spam, is_processed, shard) DO UPDATE SET n = submission_counters.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_submissions_count_insert AFTER INSERT ON form_submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_counters_apply();
--> statement-breakpoint
CREATE TRIGGER form_submissions_count_update AFTER UPDATE ON form_submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_counters_apply();
--> statement-breakpoint
CREATE TRIGGER form_submissions_count_delete AFTER DELETE ON form_submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION submission_counters_apply();
--> statement-breakpoint
CREATE FUNCTION anamnese_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  my_shard smallint := pg_backend_pid() % 16;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO anamnese_counters (tenant_id, shard, n) SELECT tenant_id, my_shard, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (tenant_id, shard) DO UPDATE SET n = anamnese_counters.n + excluded.n;
  ELSE
    INSERT INTO anamnese_counters (tenant_id, shard, n) SELECT tenant_id, my_shard, -count(*) FROM old_rows
    WHERE EXISTS (SELECT 1 FROM tenant_settings t WHERE t.id = old_rows.tenant_id)
    GROUP BY 1
    ON CONFLICT (tenant_id, shard) DO UPDATE SET n = anamnese_counters.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER anamnese_submissions_count_insert AFTER INSERT ON anamnese_submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION anamnese_counters_apply();
--> statement-breakpoint
CREATE TRIGGER anamnese_submissions_count_delete AFTER DELETE ON anamnese_submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION anamnese_counters_apply();
--> statement-breakpoint
-- Rows that existed before the counters.
INSERT INTO submission_counters (tenant_id, form_type, is_spam, is_processed, shard, n)
SELECT tenant_id, form_type, is_spam, is_processed, 0, count(*) FROM form_submissions GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO anamnese_counters (tenant_id, shard, n) SELECT tenant_id, 0, count(*) FROM anamnese_submissions GROUP BY 1;
