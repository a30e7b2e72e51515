import { z } from 'zod';
import { blacklistTexts } from '../../../common/texts/blacklist.ts';

export const BLACKLIST_PAGE_LIMIT = 1000;

// The address or network is checked by addToBlacklist (INVALID_IP, INVALID_IP_RANGE), the duration too
// (INVALID_BLOCK_DURATION); here only that they were sent as text and number.
export const addBodySchema = z.object({
  ip: z.string({ error: blacklistTexts.invalidIp }),
  /** Days until the block ends; without it a manual block has no end. */
  duration_days: z.number({ error: blacklistTexts.invalidDuration }).optional(),
});

export const entryParamsSchema = z.object({
  ipHash: z.string().regex(/^[0-9a-f]{64}$/, 'Ungültiger IP-Hash.'),
});

export const blacklistEntrySchema = z.object({
  ip_hash: z.string(),
  reason: z.string().nullable(),
  source: z.enum(['manual', 'automatic']),
  /** The listed network's family and prefix length; null for an automatic entry or one from before. */
  family: z.union([z.literal(4), z.literal(6)]).nullable(),
  prefix_length: z.number().int().nullable(),
  added_at: z.string(),
  /** When the block ends by itself; null: never. */
  expires_at: z.string().nullable(),
});

export const blacklistListSchema = z.object({
  entries: z.array(blacklistEntrySchema),
  /** All entries; `entries` holds the newest BLACKLIST_PAGE_LIMIT of them. */
  total: z.number().int(),
});

export const addResponseSchema = z.object({ entry: blacklistEntrySchema });
