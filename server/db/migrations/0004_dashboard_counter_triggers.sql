-- Keeps submission_counters and anamnese_counters in step with the rows. Statement-level triggers with
-- transition tables: a batch insert of 50 submissions updates each counter row once, not 50 times.
CREATE FUNCTION submission_counters_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO submission_counters (tenant_id, form_type, is_spam, is_processed, n)
    SELECT tenant_id, form_type, is_spam, is_processed, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, form_type, is_spam, is_processed) DO UPDATE SET n = submission_counters.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE submission_counters c SET n = c.n - d.n
    FROM (SELECT tenant_id, form_type, is_spam, is_processed, count(*) AS n FROM old_rows GROUP BY 1, 2, 3, 4) d
    WHERE c.tenant_id = d.tenant_id AND c.form_type = d.form_type AND c.is_spam = d.is_spam
      AND c.is_processed = d.is_processed;
  ELSE
    INSERT INTO submission_counters (tenant_id, form_type, is_spam, is_processed, n)
    SELECT tenant_id, form_type, is_spam, is_processed, sum(d) FROM (
      SELECT tenant_id, form_type, is_spam, is_processed, -1 AS d FROM old_rows
      UNION ALL
      SELECT tenant_id, form_type, is_spam, is_processed, 1 AS d FROM new_rows
    ) changes GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0
    ON CONFLICT (tenant_id, form_type, is_spam, is_processed) DO UPDATE SET n = submission_counters.n + excluded.n;
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
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO anamnese_counters (tenant_id, n) SELECT tenant_id, count(*) FROM new_rows GROUP BY 1
    ON CONFLICT (tenant_id) DO UPDATE SET n = anamnese_counters.n + excluded.n;
  ELSE
    UPDATE anamnese_counters c SET n = c.n - d.n
    FROM (SELECT tenant_id, count(*) AS n FROM old_rows GROUP BY 1) d WHERE c.tenant_id = d.tenant_id;
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
INSERT INTO submission_counters (tenant_id, form_type, is_spam, is_processed, n)
SELECT tenant_id, form_type, is_spam, is_processed, count(*) FROM form_submissions GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO anamnese_counters (tenant_id, n) SELECT tenant_id, count(*) FROM anamnese_submissions GROUP BY 1;
