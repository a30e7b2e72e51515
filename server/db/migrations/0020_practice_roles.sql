ALTER TABLE "tenant_settings" ADD COLUMN "reception_sees_anamnese" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD COLUMN "practice_role" text DEFAULT 'therapeut' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tenants" ADD CONSTRAINT "user_tenants_practice_role_check" CHECK ("user_tenants"."practice_role" in ('inhaber', 'therapeut', 'empfang'));