// Login throttling that a stranger cannot turn against the account's owner:
// - per (e-mail, address) pair: 10 failures in 15 minutes → 429 (one guesser at one account);
// - per address: 50 failures in 15 minutes → 429 (one guesser at many accounts; high enough that one
//   colleague's typos do not lock a practice behind its shared address);
// - per e-mail: never refused, only slowed: from the 5th failure on, each further check waits until
//   min(2^(n-5) s, 30 s) after the previous one, so guessing one account from many addresses is slow while
//   its owner gets in at most 30 s late.
// Each attempt is reserved (its rows written) before the password is checked, in one transaction under an
// advisory lock per key, so parallel attempts cannot all see "below the limit". Keys carry keyed hashes, never
// an e-mail or address in clear. The rows live in login_attempts beside the magic-link limit (failedAttempts.ts).
import { eq, inArray } from 'drizzle-orm';
import type { Database, Db, SqlExecutor } from '../db/connect.ts';
import { loginAttempts } from '../db/schema.ts';
import type { IpHasher, KeyedHasher } from '../services/ipHash.ts';
import { KEEP_MS } from './failedAttempts.ts';
import { throttleAddress } from './throttleAddress.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_PAIR_MAX_FAILURES = 10;
export const LOGIN_ADDRESS_MAX_FAILURES = 50;
/** Failures of one e-mail before its checks are spaced out. */
export const LOGIN_EMAIL_FREE_FAILURES = 5;
export const LOGIN_MAX_DELAY_MS = 30 * 1000;

export type LoginKeys = { pair: string; address: string; email: string };

/** The three counters of an attempt: e-mail (case-insensitive), address (IPv6 per /64), and both together. */
export function loginKeys(hashers: { ipHash: IpHasher; keyedHash: KeyedHasher }, email: string, ip: string) {
  const normalised = email.trim().toLowerCase();
  const address = hashers.ipHash(throttleAddress(ip));
  return {
    pair: `login-pair:${hashers.keyedHash('login-pair', `${normalised}\n${address}`)}`,
    address: `login-ip:${address}`,
    email: `login-email:${hashers.keyedHash('login-email', normalised)}`,
  };
}

/** How long after the previous check of an e-mail with `failures` recent failures the next one may run. */
export function emailSpacingMs(failures: number): number {
  if (failures < LOGIN_EMAIL_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - LOGIN_EMAIL_FREE_FAILURES), LOGIN_MAX_DELAY_MS);
}

export type Reservation =
  | { ok: true; ids: number[]; waitMs: number }
  | { ok: false; limit: 'pair' | 'address' };

// A lock id space of its own, beside the migrations' advisory lock.
const LOCK_SQL = 'select pg_advisory_xact_lock(hashtextextended($1, 724311002))';
const COUNT_SQL = `select key, count(*)::int as n, max(attempted_at) as latest from login_attempts
  where key in ($1, $2, $3) and attempted_at > $4 group by key`;
const RESERVE_SQL = `insert into login_attempts (key, attempted_at) values ($1, $4), ($2, $4), ($3, $4)
  returning id`;
const TRIM_SQL = 'delete from login_attempts where attempted_at < $1';

/**
 * Counts the keys' recent failures and, below the hard limits, records this attempt as one (undone by
 * `releaseAttempt` when the password was right) at the time its check may run.
 */
export async function reserveLoginAttempt(
  database: Pick<Database, 'kind' | 'transaction'>,
  keys: LoginKeys,
  now = new Date(),
): Promise<Reservation> {
  const ordered = [keys.pair, keys.address, keys.email];
  return database.transaction(async (execute: SqlExecutor) => {
    // PGlite runs one transaction at a time; PostgreSQL needs the locks (sorted: no deadlock).
    if (database.kind === 'postgres') for (const key of [...ordered].sort()) await execute(LOCK_SQL, [key]);
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const { rows } = await execute(COUNT_SQL, [...ordered, since]);
    const counts = new Map(
      (rows as Array<{ key: string; n: number; latest: Date | string }>).map((r) => [
        r.key,
        { n: Number(r.n), latest: new Date(r.latest).getTime() },
      ]),
    );
    if ((counts.get(keys.pair)?.n ?? 0) >= LOGIN_PAIR_MAX_FAILURES) return { ok: false, limit: 'pair' };
    if ((counts.get(keys.address)?.n ?? 0) >= LOGIN_ADDRESS_MAX_FAILURES)
      return { ok: false, limit: 'address' };

    const email = counts.get(keys.email);
    const t = now.getTime();
    const slot = email
      ? Math.min(Math.max(t, email.latest + emailSpacingMs(email.n)), t + LOGIN_MAX_DELAY_MS)
      : t;
    const inserted = await execute(RESERVE_SQL, [...ordered, new Date(slot)]);
    // Trimming here keeps the table small without a separate sweeper.
    await execute(TRIM_SQL, [new Date(t - KEEP_MS)]);
    return {
      ok: true,
      ids: (inserted.rows as Array<{ id: number | string }>).map((r) => Number(r.id)),
      waitMs: slot - t,
    };
  });
}

/** The password was right (or never checked): the reserved attempt was no failure. */
export async function releaseAttempt(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
}

/**
 * A success ends the pair's count (the owner's own typos). The e-mail's and the address's counts stay: a
 * stranger's guesses at this account, or other people's failures from the same address, are not forgiven.
 */
export async function clearPairFailures(db: Db, keys: LoginKeys) {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.pair));
}
