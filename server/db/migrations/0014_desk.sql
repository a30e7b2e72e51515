CREATE TABLE "reply_templates" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_templates_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind"),
	CONSTRAINT "reply_templates_kind_check" CHECK ("reply_templates"."kind" in ('terminvorschlag', 'rueckrufbitte', 'absage_bestaetigt', 'rezept_fehlt', 'frei'))
);
--> statement-breakpoint
CREATE TABLE "submission_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"author_id" uuid,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_replies_status_check" CHECK ("submission_replies"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "submission_search_terms" (
	"tenant_id" uuid NOT NULL,
	"term_hash" text NOT NULL,
	"submission_id" uuid NOT NULL,
	CONSTRAINT "submission_search_terms_tenant_id_term_hash_submission_id_pk" PRIMARY KEY("tenant_id","term_hash","submission_id")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "request_kind" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "workflow_state" text DEFAULT 'neu' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "workflow_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "search_indexed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reply_templates" ADD CONSTRAINT "reply_templates_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_replies" ADD CONSTRAINT "submission_replies_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_replies" ADD CONSTRAINT "submission_replies_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_replies" ADD CONSTRAINT "submission_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_search_terms" ADD CONSTRAINT "submission_search_terms_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_search_terms" ADD CONSTRAINT "submission_search_terms_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_notes_submission_idx" ON "submission_notes" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_replies_submission_idx" ON "submission_replies" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_search_terms_submission_idx" ON "submission_search_terms" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_kind_created_idx" ON "form_submissions" USING btree ("tenant_id","request_kind","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_state_created_idx" ON "form_submissions" USING btree ("tenant_id","workflow_state","created_at","id");--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_assignee_created_idx" ON "form_submissions" USING btree ("tenant_id","assignee_id","created_at","id") WHERE assignee_id is not null;--> statement-breakpoint
CREATE INDEX "form_submissions_tenant_unopened_idx" ON "form_submissions" USING btree ("tenant_id","created_at") WHERE opened_at is null and is_spam = false;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_workflow_state_check" CHECK ("form_submissions"."workflow_state" in ('neu', 'in_bearbeitung', 'erledigt'));--> statement-breakpoint
-- Erledigt is the spec's is_processed: whichever of the two a write sets, the other follows, so the spec's
-- PATCH is_processed and every older write keep working. Un-marking Erledigt leaves a request In Bearbeitung.
-- A change of state or owner counts up workflow_version (optimistic concurrency of the desk).
CREATE FUNCTION form_submissions_workflow_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.is_processed THEN
      NEW.workflow_state := 'erledigt';
    ELSIF NEW.workflow_state = 'erledigt' THEN
      NEW.is_processed := true;
    END IF;
    RETURN NEW;
  END IF;
  IF NEW.workflow_state IS DISTINCT FROM OLD.workflow_state THEN
    NEW.is_processed := NEW.workflow_state = 'erledigt';
  ELSIF NEW.is_processed IS DISTINCT FROM OLD.is_processed THEN
    NEW.workflow_state := CASE WHEN NEW.is_processed THEN 'erledigt' ELSE 'in_bearbeitung' END;
  END IF;
  IF NEW.workflow_state IS DISTINCT FROM OLD.workflow_state OR NEW.assignee_id IS DISTINCT FROM OLD.assignee_id THEN
    NEW.workflow_version := OLD.workflow_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_submissions_workflow_sync BEFORE INSERT OR UPDATE OF is_processed, workflow_state, assignee_id
  ON form_submissions FOR EACH ROW EXECUTE FUNCTION form_submissions_workflow_sync();
--> statement-breakpoint
-- Rows from before the desk: processed ones are Erledigt; all count as opened (the "Neu" mark starts now).
UPDATE form_submissions SET workflow_state = 'erledigt' WHERE is_processed;
--> statement-breakpoint
UPDATE form_submissions SET opened_at = now();
