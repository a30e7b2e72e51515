import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { createConcurrencyLimit, LimitBusyError } from '../auth/concurrencyLimit.ts';
import { errors } from '../errors.ts';

// argon2 takes a core and ~19 MB for each hash: at most two per core at once, so a flood of logins queues
// instead of taking the server's CPU and memory; a queue longer than a couple of seconds' work is refused.
export const HASHING_SLOTS = 2 * availableParallelism();
const MAX_WAITING = 50 * HASHING_SLOTS;
const hashing = createConcurrencyLimit(HASHING_SLOTS, MAX_WAITING);
let checks = 0;

/** Argon2id's cost for new hashes (env PASSWORD_HASH_*); OWASP's minimum unless configured otherwise. */
export interface PasswordHashCost {
  memoryKib: number;
  iterations: number;
}
export const PRODUCTION_HASH_COST: PasswordHashCost = { memoryKib: 19_456, iterations: 2 };
let cost = PRODUCTION_HASH_COST;

/** Set once per process from the configuration (main, CLI, test context). */
export function configurePasswordHashing(next: PasswordHashCost) {
  cost = next;
}

/** Whether a configured cost is below OWASP's minimum (the start warns about it). */
export const isBelowProductionCost = (c: PasswordHashCost) =>
  c.memoryKib < PRODUCTION_HASH_COST.memoryKib || c.iterations < PRODUCTION_HASH_COST.iterations;

async function limited<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(task);
  } catch (error) {
    if (error instanceof LimitBusyError) throw errors.serverBusy();
    throw error;
  }
}

/** Password checks made by this process, and the most ever run at once (for tests and diagnostics). */
export const passwordCheckStats = () => ({ checks, peakConcurrent: hashing.stats().peak });

// argon2id is the library's default algorithm.
const hashWithCost = (password: string) =>
  hash(password, { memoryCost: cost.memoryKib, timeCost: cost.iterations, parallelism: 1 });

export const hashPassword = (password: string) => limited(() => hashWithCost(password));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return limited(async () => {
    checks += 1;
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}

let dummyHash: { cost: PasswordHashCost; hash: Promise<string> } | undefined;
/** Spend the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  if (dummyHash?.cost !== cost) dummyHash = { cost, hash: hashWithCost('praxisdesk-timing-equaliser') };
  await verifyPassword(await dummyHash.hash, password);
}
