CREATE TABLE "deletion_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" uuid,
	"tenant_id" uuid,
	"category" text NOT NULL,
	"period_days" integer NOT NULL,
	"submissions" integer NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"anamnesen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_challenges_kind_check" CHECK ("login_challenges"."kind" in ('totp', 'setup'))
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retention_policies" (
	"tenant_id" uuid NOT NULL,
	"category" text NOT NULL,
	"period_days" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_policies_tenant_id_category_pk" PRIMARY KEY("tenant_id","category"),
	CONSTRAINT "retention_policies_category_check" CHECK ("retention_policies"."category" in ('spam', 'contact', 'prescription', 'anamnese', 'bewerbung', 'training')),
	CONSTRAINT "retention_policies_period_check" CHECK ("retention_policies"."period_days" is null or "retention_policies"."period_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text NOT NULL,
	"deleted_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "retention_runs_status_check" CHECK ("retention_runs"."status" in ('running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wrapped_secret" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "patient_email_key" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "patient_phone_key" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "retention_held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "retention_held_by" uuid;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "retention_hold_reason" text;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deletion_records" ADD CONSTRAINT "deletion_records_run_id_retention_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."retention_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_records" ADD CONSTRAINT "deletion_records_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_policies" ADD CONSTRAINT "retention_policies_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_policies" ADD CONSTRAINT "retention_policies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deletion_records_tenant_created_idx" ON "deletion_records" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "login_challenges_user_idx" ON "login_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "retention_runs_started_idx" ON "retention_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "user_recovery_codes_user_idx" ON "user_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "form_submissions_patient_email_idx" ON "form_submissions" USING btree ("tenant_id","patient_email_key") WHERE patient_email_key is not null;--> statement-breakpoint
CREATE INDEX "form_submissions_patient_phone_idx" ON "form_submissions" USING btree ("tenant_id","patient_phone_key") WHERE patient_phone_key is not null;