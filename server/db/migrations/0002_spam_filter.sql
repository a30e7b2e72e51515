CREATE TABLE "spam_model_stats" (
	"scope" text PRIMARY KEY NOT NULL,
	"spam_docs" integer DEFAULT 0 NOT NULL,
	"ham_docs" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spam_model_tokens" (
	"scope" text NOT NULL,
	"token" text NOT NULL,
	"spam" integer DEFAULT 0 NOT NULL,
	"ham" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "spam_model_tokens_scope_token_pk" PRIMARY KEY("scope","token")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "spam_label" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "ai_classified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "fill_ms" integer;--> statement-breakpoint
CREATE INDEX "form_submissions_content_hash_idx" ON "form_submissions" USING btree ("content_hash","created_at") WHERE content_hash is not null;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_spam_label_check" CHECK ("form_submissions"."spam_label" in ('spam', 'ham'));