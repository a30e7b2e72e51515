ALTER TABLE "ip_blacklist" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "ip_blacklist" ADD COLUMN "family" smallint;--> statement-breakpoint
ALTER TABLE "ip_blacklist" ADD COLUMN "prefix_length" smallint;--> statement-breakpoint
ALTER TABLE "ip_blacklist" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ip_blacklist_network_idx" ON "ip_blacklist" USING btree ("family","prefix_length") WHERE "ip_blacklist"."prefix_length" is not null;--> statement-breakpoint
ALTER TABLE "ip_blacklist" ADD CONSTRAINT "ip_blacklist_source_check" CHECK ("ip_blacklist"."source" in ('manual', 'automatic'));--> statement-breakpoint
ALTER TABLE "ip_blacklist" ADD CONSTRAINT "ip_blacklist_network_check" CHECK (("ip_blacklist"."family" is null and "ip_blacklist"."prefix_length" is null) or ("ip_blacklist"."family" = 4 and "ip_blacklist"."prefix_length" between 8 and 32) or ("ip_blacklist"."family" = 6 and "ip_blacklist"."prefix_length" between 16 and 64));--> statement-breakpoint
-- Entries of the spam engine become automatic blocks that end 7 days after they began (issue 43).
UPDATE "ip_blacklist" SET "source" = 'automatic', "expires_at" = "added_at" + interval '7 days', "reason" = 'Automatisch gesperrt: wiederholt als Spam erkannt' WHERE "added_by" IS NULL AND "reason" LIKE 'Automatisch%';--> statement-breakpoint
-- Reasons named the address typed by hand ("Manuell hinzugefügt: 203.0.113.77"): a fixed text instead.
UPDATE "ip_blacklist" SET "reason" = 'Manuell hinzugefügt' WHERE "source" = 'manual' AND "reason" IS NOT NULL;--> statement-breakpoint
-- Blacklist audit entries name their entry by hash (target_id); any details they held go.
UPDATE "audit_log" SET "details" = NULL WHERE "action" LIKE 'blacklist.%' AND "details" IS NOT NULL;
