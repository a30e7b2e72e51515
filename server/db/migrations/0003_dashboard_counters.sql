CREATE TABLE "anamnese_counters" (
	"tenant_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "anamnese_counters_tenant_id_shard_pk" PRIMARY KEY("tenant_id","shard")
);
--> statement-breakpoint
CREATE TABLE "submission_counters" (
	"tenant_id" uuid NOT NULL,
	"form_type" text NOT NULL,
	"is_spam" boolean NOT NULL,
	"is_processed" boolean NOT NULL,
	"shard" smallint NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_counters_tenant_id_form_type_is_spam_is_processed_shard_pk" PRIMARY KEY("tenant_id","form_type","is_spam","is_processed","shard")
);
--> statement-breakpoint
DROP INDEX "anamnese_ai_summaries_anamnese_idx";--> statement-breakpoint
DROP INDEX "audit_log_tenant_created_idx";--> statement-breakpoint
DROP INDEX "email_logs_submission_idx";--> statement-breakpoint
DROP INDEX "form_submissions_tenant_created_idx";--> statement-breakpoint
DROP INDEX "form_submissions_tenant_type_created_idx";--> statement-breakpoint
DROP INDEX "form_submissions_tenant_spam_created_idx";--> statement-breakpoint
ALTER TABLE "anamnese_counters" ADD CONSTRAINT "anamnese_counters_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_counters" ADD CONSTRAINT "submission_counters_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anamnese_ai_summaries_anamnese_idx" ON "anamnese_ai_summaries" USING btree ("anamnese_submission_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_created_idx" ON "audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "email_logs_submission_idx" ON "email_logs" USING btree ("submission_id","sent_at");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_created_idx" ON "form_submissions" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_type_created_idx" ON "form_submissions" USING btree ("tenant_id","form_type","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_spam_created_idx" ON "form_submissions" USING btree ("tenant_id","is_spam","created_at","id");