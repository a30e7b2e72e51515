DROP INDEX "anamnese_ai_summaries_anamnese_idx";--> statement-breakpoint
DROP INDEX "audit_log_tenant_created_idx";--> statement-breakpoint
DROP INDEX "email_logs_submission_idx";--> statement-breakpoint
DROP INDEX "form_submissions_tenant_created_idx";--> statement-breakpoint
DROP INDEX "form_submissions_tenant_type_created_idx";--> statement-breakpoint
DROP INDEX "form_submissions_tenant_spam_created_idx";--> statement-breakpoint
CREATE INDEX "anamnese_ai_summaries_anamnese_idx" ON "anamnese_ai_summaries" USING btree ("anamnese_submission_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_created_idx" ON "audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "email_logs_submission_idx" ON "email_logs" USING btree ("submission_id","sent_at");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_created_idx" ON "form_submissions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_type_created_idx" ON "form_submissions" USING btree ("tenant_id","form_type","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_spam_created_idx" ON "form_submissions" USING btree ("tenant_id","is_spam","created_at","id");