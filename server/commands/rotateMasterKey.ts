// A new master key (issue 27 #10): every value the master key wraps — each practice's data key, each user's
// TOTP secret, the keyed-hash key — is opened with the old key and wrapped under the new one, in one
// transaction. The data stays as it is: it is encrypted under the practice data keys, and they do not change.
// The old key must open everything (a value it cannot open fails the whole rotation); a value the new key
// opens already is left alone, so a repeated run wraps nothing twice and completes what a server still running
// with the old key wrapped after the first.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { appSecrets, tenantSettings, users, userTwoFactor } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { audit } from '../services/audit.ts';
import { type MasterWrapped, unwrapWithMasterKey, wrapWithMasterKey } from '../services/crypto.ts';
import { HASH_SECRET, hashSecret, WRAPPED } from '../services/secrets.ts';

export const MASTER_KEY_ROTATE_ACTION = 'master_key.rotate';

export type RotationSummary = {
  /** Practice data keys wrapped under the new key by this run. */
  dataKeys: number;
  /** Other values wrapped under the new key by this run (TOTP secrets, the keyed-hash key). */
  secrets: number;
  /** Values the new key opened already: nothing to do for them. */
  alreadyNew: number;
};

const MAX_NAMED = 10;

export const keyRotationErrors = {
  /** Some values open with neither key: nothing was changed. */
  unopened: (names: string[], total: number) =>
    new AppError(
      'MASTER_KEY_MISMATCH',
      409,
      (names.length === total
        ? 'Der bisherige Hauptschlüssel (ENCRYPTION_KEY bzw. DATA_DIR/master.key) öffnet die Daten nicht: ' +
          'ist es der Schlüssel, mit dem der Server läuft? '
        : `${names.length} von ${total} Schlüsseln lassen sich weder mit dem bisherigen noch mit dem neuen ` +
          'Hauptschlüssel öffnen: ') +
        `${names.slice(0, MAX_NAMED).join(', ')}${names.length > MAX_NAMED ? ', …' : ''}. Es wurde nichts geändert.`,
    ),
};

type Outcome = { wrapped: string } | 'alreadyNew' | 'unopened';

/** The value under the new key, or why not. */
function rewrap(oldKey: Buffer, newKey: Buffer, what: MasterWrapped, wrapped: string): Outcome {
  const value = oldKey.equals(newKey) ? null : unwrapWithMasterKey(oldKey, what, wrapped);
  if (value) return { wrapped: wrapWithMasterKey(newKey, what, value) };
  return unwrapWithMasterKey(newKey, what, wrapped) ? 'alreadyNew' : 'unopened';
}

export async function rotateMasterKey(db: Db, oldKey: Buffer, newKey: Buffer): Promise<RotationSummary> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // Nobody wraps a new practice key or TOTP secret under the old key while this runs (PostgreSQL: a
    // server still running waits here; it must be stopped before the new key is put in place anyway).
    await tx.execute(sql`lock table ${tenantSettings}, ${userTwoFactor}, ${appSecrets} in exclusive mode`);
    const summary: RotationSummary = { dataKeys: 0, secrets: 0, alreadyNew: 0 };
    const unopened: string[] = [];
    let total = 0;
    const outcome = (what: MasterWrapped, wrapped: string, name: string): string | null => {
      total++;
      const result = rewrap(oldKey, newKey, what, wrapped);
      if (result === 'alreadyNew') summary.alreadyNew++;
      if (result === 'unopened') unopened.push(name);
      return typeof result === 'object' ? result.wrapped : null;
    };

    // Written as they go and rolled back as a whole by the error at the end: one transaction, all or nothing.
    const practices = await tx
      .select({ id: tenantSettings.id, slug: tenantSettings.tenantId, key: tenantSettings.wrappedDataKey })
      .from(tenantSettings)
      .orderBy(asc(tenantSettings.createdAt), asc(tenantSettings.id));
    for (const practice of practices) {
      const wrapped = outcome({ kind: 'dataKey' }, practice.key, `Praxis „${practice.slug}“`);
      if (!wrapped) continue;
      await tx
        .update(tenantSettings)
        .set({ wrappedDataKey: wrapped })
        .where(eq(tenantSettings.id, practice.id));
      summary.dataKeys++;
    }

    const secrets = await tx
      .select({ userId: userTwoFactor.userId, email: users.email, wrapped: userTwoFactor.wrappedSecret })
      .from(userTwoFactor)
      .innerJoin(users, eq(users.id, userTwoFactor.userId))
      .orderBy(asc(userTwoFactor.userId));
    for (const secret of secrets) {
      const what = { kind: 'secret', name: `totp:${secret.userId}` } as const;
      const wrapped = outcome(what, secret.wrapped, `Zwei-Faktor-Geheimnis von ${secret.email}`);
      if (!wrapped) continue;
      await tx
        .update(userTwoFactor)
        .set({ wrappedSecret: wrapped })
        .where(eq(userTwoFactor.userId, secret.userId));
      summary.secrets++;
    }

    const underOldKey = summary.dataKeys + summary.secrets > 0 || summary.alreadyNew === 0;
    if (await rewrapHashSecret(tx, oldKey, newKey, underOldKey, outcome)) summary.secrets++;

    if (unopened.length) throw keyRotationErrors.unopened(unopened, total);
    if (summary.dataKeys + summary.secrets > 0)
      await audit(tx, {
        actor: { kind: 'cli' },
        action: MASTER_KEY_ROTATE_ACTION,
        details: { ...summary },
      });
    return summary;
  });
}

/**
 * The keyed-hash key (services/secrets.ts) must stay the same, or no address, repeated text or magic-link code
 * hashed before would match again. Stored wrapped: re-wrapped; stored in clear by an older version: wrapped;
 * not stored (derived from the master key): the key derived from the old master key, now stored wrapped
 * under the new one — unless everything is under the new key already (then the server derives it from that).
 */
async function rewrapHashSecret(
  tx: Db,
  oldKey: Buffer,
  newKey: Buffer,
  underOldKey: boolean,
  outcome: (what: MasterWrapped, wrapped: string, name: string) => string | null,
): Promise<boolean> {
  const what = { kind: 'secret', name: HASH_SECRET } as const;
  const [stored] = await tx.select().from(appSecrets).where(eq(appSecrets.name, HASH_SECRET));
  let wrapped: string | null;
  if (stored?.value.startsWith(WRAPPED)) {
    wrapped = outcome(what, stored.value.slice(WRAPPED.length), 'Schlüssel der Hashwerte');
  } else if (stored) {
    wrapped = wrapWithMasterKey(newKey, what, Buffer.from(stored.value, 'utf8'));
  } else if (oldKey.equals(newKey) || !underOldKey) {
    wrapped = null;
  } else {
    wrapped = wrapWithMasterKey(newKey, what, Buffer.from(await hashSecret(tx, oldKey), 'utf8'));
  }
  if (!wrapped) return false;
  const value = WRAPPED + wrapped;
  await tx
    .insert(appSecrets)
    .values({ name: HASH_SECRET, value })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value } });
  return true;
}
