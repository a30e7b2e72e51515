CREATE TABLE "patient_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_page_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_sent_at" timestamp with time zone,
	"codes_sent" integer DEFAULT 0 NOT NULL,
	"failed_codes" integer DEFAULT 0 NOT NULL,
	"last_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_page_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "patient_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"consent_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"requested_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_tasks_kind_check" CHECK ("patient_tasks"."kind" in ('anamnese', 'signature')),
	CONSTRAINT "patient_tasks_status_check" CHECK ("patient_tasks"."status" in ('open', 'done')),
	CONSTRAINT "patient_tasks_consent_check" CHECK (("patient_tasks"."kind" = 'signature') = ("patient_tasks"."consent_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "patient_replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "anamnese_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_messages" ADD CONSTRAINT "patient_messages_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_page_links" ADD CONSTRAINT "patient_page_links_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_page_links" ADD CONSTRAINT "patient_page_links_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_consent_id_submission_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."submission_consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_tasks" ADD CONSTRAINT "patient_tasks_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_messages_submission_idx" ON "patient_messages" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "patient_page_links_submission_idx" ON "patient_page_links" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "patient_tasks_submission_idx" ON "patient_tasks" USING btree ("submission_id","created_at");