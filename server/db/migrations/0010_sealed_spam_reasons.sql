-- Reasons become ciphertext (pd1.…) sealed with the practice's key; older rows keep their JSON text until
-- the start-up upgrade (services/spam/sealLegacySpamData.ts) seals them.
ALTER TABLE "form_submissions" ALTER COLUMN "spam_reasons" SET DATA TYPE text USING "spam_reasons"::text;
