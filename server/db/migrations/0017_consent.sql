CREATE TABLE "consent_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"request_kinds" text[] NOT NULL,
	"required" boolean NOT NULL,
	"content" text NOT NULL,
	"content_sha256" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "consent_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"draft" text NOT NULL,
	"template" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "submission_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"evidence" text,
	"seal" text,
	"revoked_on" text,
	"revocation" text,
	"revoked_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_consents_status_check" CHECK ("submission_consents"."status" in ('pending', 'signed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "consent_document_versions" ADD CONSTRAINT "consent_document_versions_document_id_consent_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."consent_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_document_versions" ADD CONSTRAINT "consent_document_versions_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_document_versions" ADD CONSTRAINT "consent_document_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_documents" ADD CONSTRAINT "consent_documents_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_links" ADD CONSTRAINT "consent_links_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_consents" ADD CONSTRAINT "submission_consents_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_consents" ADD CONSTRAINT "submission_consents_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_consents" ADD CONSTRAINT "submission_consents_version_id_consent_document_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."consent_document_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_consents" ADD CONSTRAINT "submission_consents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_document_versions_document_version_idx" ON "consent_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "consent_documents_tenant_idx" ON "consent_documents" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "consent_links_submission_idx" ON "consent_links" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "submission_consents_submission_version_idx" ON "submission_consents" USING btree ("submission_id","version_id");--> statement-breakpoint
CREATE INDEX "submission_consents_version_idx" ON "submission_consents" USING btree ("version_id");