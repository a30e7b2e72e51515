ALTER TABLE "anamnese_submissions" ADD COLUMN "client_ip_hash" text;--> statement-breakpoint
ALTER TABLE "anamnese_submissions" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "anamnese_submissions_ip_created_idx" ON "anamnese_submissions" USING btree ("client_ip_hash","tenant_id","created_at");