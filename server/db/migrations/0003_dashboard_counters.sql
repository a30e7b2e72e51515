CREATE TABLE "anamnese_counters" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_counters" (
	"tenant_id" uuid NOT NULL,
	"form_type" text NOT NULL,
	"is_spam" boolean NOT NULL,
	"is_processed" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "submission_counters_tenant_id_form_type_is_spam_is_processed_pk" PRIMARY KEY("tenant_id","form_type","is_spam","is_processed")
);
--> statement-breakpoint
ALTER TABLE "anamnese_counters" ADD CONSTRAINT "anamnese_counters_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_counters" ADD CONSTRAINT "submission_counters_tenant_id_tenant_settings_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant_settings"("id") ON DELETE cascade ON UPDATE no action;