// Generated secrets live in the database so every server instance shares them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { appSecrets } from '../db/schema.ts';

export async function getOrCreateSecret(
  db: Db,
  name: string,
  generate = () => randomBytes(32).toString('base64url'),
) {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row!.value;
}

/** The public website key (ANON_KEY wins; else generated once and stored). */
export async function resolveAnonKey(db: Db, configured: string | undefined): Promise<string> {
  return (
    configured ?? getOrCreateSecret(db, 'anon_key', () => `pd_pub_${randomBytes(24).toString('base64url')}`)
  );
}
