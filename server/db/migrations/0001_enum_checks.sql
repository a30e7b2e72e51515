ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_status_check" CHECK ("email_logs"."status" in ('sent', 'failed'));--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_type_check" CHECK ("form_submissions"."form_type" in ('contact', 'prescription', 'anamnese', 'bewerbung', 'training'));--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_quarantine_check" CHECK ("form_submissions"."quarantine_status" in ('pending', 'processing', 'completed', 'failed'));--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_spam_score_check" CHECK ("form_submissions"."spam_score" between 0 and 100);--> statement-breakpoint
ALTER TABLE "user_memberships" ADD CONSTRAINT "user_memberships_status_check" CHECK ("user_memberships"."status" in ('active', 'cancelled'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'admin'));