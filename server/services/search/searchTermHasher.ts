// The practice's keyed hash of a search term (issue 28): HMAC-SHA-256 under a key of its own, derived from the
// practice's data key, so the index table holds no word and another practice's hashes of the same word differ.
//
// The key: HKDF with the purpose "praxisdesk search terms" over a secret of the practice that only its data key
// gives — the practice's patient-key MAC (CryptoService.patientKeyHasher, itself HKDF of the data key) of a fixed
// label that no e-mail address normalises to (it has no "@"). The CryptoService hands out no data key itself;
// when it gets a `searchTermHasher` of its own, this file is the one to change (and every request re-indexed:
// `update form_submissions set search_indexed_at = null` after emptying submission_search_terms).
import { createHmac, hkdfSync } from 'node:crypto';
import type { CryptoService } from '../crypto.ts';

const PURPOSE = 'praxisdesk search terms';
/** 64 bits: within one practice's vocabulary a collision is below one in a million, and one adds a result only. */
const HASH_BYTES = 8;
/** Most words repeat (scoring a batch, the backfill): the recent ones per practice, in memory only. */
const RECENT = 20_000;

export type SearchTermHasher = (term: string) => string;

const hashers = new WeakMap<CryptoService, Map<string, SearchTermHasher>>();

export async function searchTermHasher(crypto: CryptoService, tenantId: string): Promise<SearchTermHasher> {
  let perTenant = hashers.get(crypto);
  if (!perTenant) {
    perTenant = new Map();
    hashers.set(crypto, perTenant);
  }
  const cached = perTenant.get(tenantId);
  if (cached) return cached;
  const patientKey = await crypto.patientKeyHasher(tenantId);
  const seed = Buffer.from(patientKey('email', `\0${PURPOSE}`), 'base64url');
  const key = Buffer.from(hkdfSync('sha256', seed, '', PURPOSE, 32));
  const recent = new Map<string, string>();
  const hasher = (term: string) => {
    const known = recent.get(term);
    if (known) return known;
    const hashed = createHmac('sha256', key)
      .update(term)
      .digest()
      .subarray(0, HASH_BYTES)
      .toString('base64url');
    if (recent.size >= RECENT) recent.clear();
    recent.set(term, hashed);
    return hashed;
  };
  perTenant.set(tenantId, hasher);
  return hasher;
}
