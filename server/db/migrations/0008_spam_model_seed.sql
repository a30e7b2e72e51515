ALTER TABLE "spam_model_stats" ALTER COLUMN "spam_docs" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "spam_model_stats" ALTER COLUMN "ham_docs" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "spam_model_tokens" ALTER COLUMN "spam" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "spam_model_tokens" ALTER COLUMN "ham" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "spam_model_stats" ADD COLUMN "seed" text;