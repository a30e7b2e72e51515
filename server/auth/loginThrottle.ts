// Login throttling that a stranger cannot use to guess, and can hardly turn against the account's owner:
// - per (e-mail, address) pair: 10 failures in 15 minutes → 429 (one guesser at one account);
// - per address: 50 failures in 15 minutes → 429 (one guesser at many accounts; high enough that one
//   colleague's typos do not lock a practice behind its shared address);
// - per e-mail: a schedule, not a count: from the 5th failure on, each further check runs min(2^(n-5) s, 30 s)
//   after the last check already scheduled; an attempt whose turn would come more than 30 s from now is answered
//   429 at once. However many arrive at once (from however many addresses), one account gets at most one check
//   per 30 s once the spacing has grown, and no attempt waits longer than 30 s. The price: while a flood keeps
//   the next 30 s booked, the owner's own attempt is refused too (and told to try again in a minute);
// - per user, for the second step (a code after the right password): 10 failures in 15 minutes → 429. A right
//   password does not clear this count (it would reset the code budget), only a completed login does.
// Each attempt is reserved (its rows written, at the time its check may run) before the password is checked, in
// one transaction under an advisory lock per key, so parallel attempts cannot all see "below the limit" or take
// the same slot; the rows are in the database, so several server instances count alike. Keys carry keyed
// hashes, never an e-mail or address in clear. The rows live in login_attempts beside the magic-link limit
// (failedAttempts.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { Database, Db, SqlExecutor } from '../db/connect.ts';
import { loginAttempts } from '../db/schema.ts';
import { AppError, errors } from '../errors.ts';
import type { IpHasher, KeyedHasher } from '../services/ipHash.ts';
import { KEEP_MS } from './failedAttempts.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_PAIR_MAX_FAILURES = 10;
export const LOGIN_ADDRESS_MAX_FAILURES = 50;
/** Failures of one e-mail before its checks are spaced out. */
export const LOGIN_EMAIL_FREE_FAILURES = 5;
export const LOGIN_MAX_DELAY_MS = 30 * 1000;
/** Wrong codes (second step) of one user, from anywhere, before its codes are refused. */
export const LOGIN_SECOND_FACTOR_MAX_FAILURES = 10;

/** The counters of an attempt; `secondFactor` only when a second-step code is checked. */
export type LoginKeys = { pair: string; address: string; email: string; secondFactor?: string };
type Hashers = { ipHash: IpHasher; keyedHash: KeyedHasher };

/** The three counters of a password: e-mail (case-insensitive), address (IPv6 per /64), and both together. */
export function loginKeys(hashers: Hashers, email: string, ip: string): LoginKeys {
  const normalised = email.trim().toLowerCase();
  const address = hashers.ipHash(ip);
  return {
    pair: `login-pair:${hashers.keyedHash('login-pair', `${normalised}\n${address}`)}`,
    address: `login-ip:${address}`,
    email: `login-email:${hashers.keyedHash('login-email', normalised)}`,
  };
}

/** The user's second-step counter: by user id, so no address and no new password step starts it afresh. */
export const secondFactorKey = (hashers: Pick<Hashers, 'keyedHash'>, userId: string) =>
  `login-2fa:${hashers.keyedHash('login-2fa', userId)}`;

/** How long after the previous check of an e-mail with `failures` recent failures the next one may run. */
export function emailSpacingMs(failures: number): number {
  if (failures < LOGIN_EMAIL_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - LOGIN_EMAIL_FREE_FAILURES), LOGIN_MAX_DELAY_MS);
}

/** Time as the throttle sees it: the system's, or a test's that it moves by hand. */
export type ThrottleClock = { now(): number; sleep(ms: number): Promise<void> };
export const systemClock: ThrottleClock = { now: () => Date.now(), sleep: (ms) => sleep(ms) };

export type ThrottleLimit = 'pair' | 'address' | 'email' | 'second_factor';
export type Reservation = { ok: true; ids: number[]; waitMs: number } | { ok: false; limit: ThrottleLimit };

/** The 429 of a refused attempt: the e-mail's schedule moves on within a minute, the counts within 15. */
export function throttledError(limit: ThrottleLimit) {
  if (limit !== 'email') return errors.tooManyLoginAttempts();
  return new AppError(
    'TOO_MANY_LOGIN_ATTEMPTS',
    429,
    'Für dieses Konto gehen gerade sehr viele Anmeldeversuche ein. Bitte versuchen Sie es in einer Minute erneut.',
  );
}

// A lock id space of its own, beside the migrations' advisory lock.
const LOCK_SQL = 'select pg_advisory_xact_lock(hashtextextended($1, 724311002))';
const placeholders = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `$${i + from}`).join(', ');
const countSql = (
  n: number,
) => `select key, count(*)::int as n, max(attempted_at) as latest from login_attempts
  where key in (${placeholders(n, 2)}) and attempted_at > $1 group by key`;
const reserveSql = (n: number) =>
  `insert into login_attempts (key, attempted_at) values ${Array.from({ length: n }, (_, i) => `($${i + 2}, $1)`).join(', ')}
  returning id`;
const TRIM_SQL = 'delete from login_attempts where attempted_at < $1';

/**
 * Counts the keys' recent failures (reserved ones included) and, below the hard limits and when the e-mail's
 * next slot is at most LOGIN_MAX_DELAY_MS away, records this attempt as one (undone by `releaseAttempt` when
 * the check passed) at the time its check may run: its slot in the e-mail's schedule.
 */
export async function reserveLoginAttempt(
  database: Pick<Database, 'kind' | 'transaction'>,
  keys: LoginKeys,
  now = new Date(),
): Promise<Reservation> {
  const ordered = [keys.pair, keys.address, keys.email, ...(keys.secondFactor ? [keys.secondFactor] : [])];
  return database.transaction(async (execute: SqlExecutor) => {
    // PGlite runs one transaction at a time; PostgreSQL needs the locks (sorted: no deadlock).
    if (database.kind === 'postgres') for (const key of [...ordered].sort()) await execute(LOCK_SQL, [key]);
    const t = now.getTime();
    const { rows } = await execute(countSql(ordered.length), [new Date(t - LOGIN_WINDOW_MS), ...ordered]);
    const counts = new Map(
      (rows as Array<{ key: string; n: number; latest: Date | string }>).map((r) => [
        r.key,
        { n: Number(r.n), latest: new Date(r.latest).getTime() },
      ]),
    );
    const failures = (key: string | undefined) => (key ? (counts.get(key)?.n ?? 0) : 0);
    if (failures(keys.pair) >= LOGIN_PAIR_MAX_FAILURES) return { ok: false, limit: 'pair' };
    if (failures(keys.address) >= LOGIN_ADDRESS_MAX_FAILURES) return { ok: false, limit: 'address' };
    if (failures(keys.secondFactor) >= LOGIN_SECOND_FACTOR_MAX_FAILURES)
      return { ok: false, limit: 'second_factor' };

    // The e-mail's schedule: after the last check already scheduled (past or future), never further than the cap.
    const email = counts.get(keys.email);
    const slot = email ? Math.max(t, email.latest + emailSpacingMs(email.n)) : t;
    if (slot - t > LOGIN_MAX_DELAY_MS) return { ok: false, limit: 'email' };
    const inserted = await execute(reserveSql(ordered.length), [new Date(slot), ...ordered]);
    // Trimming here keeps the table small without a separate sweeper.
    await execute(TRIM_SQL, [new Date(t - KEEP_MS)]);
    return {
      ok: true,
      ids: (inserted.rows as Array<{ id: number | string }>).map((r) => Number(r.id)),
      waitMs: slot - t,
    };
  });
}

/** The check passed (or never ran): the reserved attempt was no failure. */
export async function releaseAttempt(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
}

/**
 * A passed check ends the pair's count (the owner's own typos), and a passed second step (a completed login)
 * the user's code count. The e-mail's and the address's counts stay: a stranger's guesses at this account, or
 * other people's failures from the same address, are not forgiven.
 */
export async function clearOwnFailures(db: Db, keys: LoginKeys) {
  const own = [keys.pair, ...(keys.secondFactor ? [keys.secondFactor] : [])];
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, own));
}
