// The IP blacklist's calls (admins only): list newest first, add an address or network, remove an entry by its hash.
import { apiRequest } from './client.ts';

export interface BlacklistEntry {
  ip_hash: string;
  reason: string | null;
  source: 'manual' | 'automatic';
  /** The listed network's family and length; null for an automatic entry or one from before. */
  family: 4 | 6 | null;
  prefix_length: number | null;
  added_at: string;
  /** When the block ends by itself; null: never. */
  expires_at: string | null;
}

export interface BlacklistList {
  entries: BlacklistEntry[];
  /** Every entry; `entries` holds the newest ones (at most 1,000). */
  total: number;
}

/** Error ids of POST /api/blacklist that the form shows beside the field. */
export const INVALID_IP_CODE = 'INVALID_IP';
export const INVALID_IP_RANGE_CODE = 'INVALID_IP_RANGE';
export const ALREADY_BLACKLISTED_CODE = 'ALREADY_BLACKLISTED';
/** DELETE of an entry someone else removed meanwhile. */
export const NOT_FOUND_CODE = 'NOT_FOUND';

export const blacklistKeys = { all: ['blacklist'] as const };

export const fetchBlacklist = (signal?: AbortSignal) =>
  apiRequest<BlacklistList>('/api/blacklist', { signal });

export const addToBlacklist = ({ ip, durationDays }: { ip: string; durationDays?: number }) =>
  apiRequest<{ entry: BlacklistEntry }>('/api/blacklist', {
    method: 'POST',
    body: durationDays === undefined ? { ip } : { ip, duration_days: durationDays },
  });

export const removeFromBlacklist = (ipHash: string) =>
  apiRequest<void>(`/api/blacklist/${encodeURIComponent(ipHash)}`, { method: 'DELETE' });
