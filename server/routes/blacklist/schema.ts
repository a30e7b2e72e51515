import { z } from 'zod';
import { blacklistTexts } from '../../../common/texts/blacklist.ts';

export const BLACKLIST_PAGE_LIMIT = 1000;

// The address is checked by addToBlacklist (INVALID_IP); here only that one was sent as text.
export const addBodySchema = z.object({ ip: z.string({ error: blacklistTexts.invalidIp }) });

export const entryParamsSchema = z.object({
  ipHash: z.string().regex(/^[0-9a-f]{64}$/, 'Ungültiger IP-Hash.'),
});

export const blacklistEntrySchema = z.object({
  ip_hash: z.string(),
  reason: z.string().nullable(),
  added_at: z.string(),
});

export const blacklistListSchema = z.object({
  entries: z.array(blacklistEntrySchema),
  /** All entries; `entries` holds the newest BLACKLIST_PAGE_LIMIT of them. */
  total: z.number().int(),
});

export const addResponseSchema = z.object({ entry: blacklistEntrySchema });
