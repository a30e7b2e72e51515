DROP INDEX "form_submissions_ip_created_idx";--> statement-breakpoint
CREATE INDEX "form_submissions_ip_created_idx" ON "form_submissions" USING btree ("client_ip_hash","tenant_id","created_at");