// Which practice a public request means: an explicit id (slug or uuid), else a host listed in a tenant's
// domains, else DEFAULT_TENANT (DESIGN §4). Public intake reads this on every submission, so rows are cached
// briefly; a changed configuration shows within CACHE_MS on every instance.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { tenantSettings } from '../db/schema.ts';

export type PublicTenantRow = {
  id: string;
  slug: string;
  name: string;
  config: Record<string, unknown>;
  /** The hosts the reception answers on for this practice (also where patients may be sent back to). */
  domains: string[];
};

const CACHE_MS = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TenantResolver = ReturnType<typeof createTenantResolver>;

/** A practice whose deletion was requested takes no more requests, by slug, id or host, and leaves the lists. */
export const inService = sql`not (${tenantSettings.config} ? 'deletion')`;

export function createTenantResolver(db: Db, defaultTenant: string | undefined) {
  const cache = new Map<string, { row: PublicTenantRow | null; at: number }>();
  const columns = {
    id: tenantSettings.id,
    slug: tenantSettings.tenantId,
    name: tenantSettings.name,
    config: tenantSettings.config,
    domains: tenantSettings.domains,
  };

  async function cached(key: string, load: () => Promise<PublicTenantRow | null>) {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.row;
    const row = await load();
    cache.set(key, { row, at: Date.now() });
    if (cache.size > 10_000) cache.clear();
    return row;
  }

  const byId = (value: string) =>
    cached(`id:${value}`, async () => {
      const column = UUID.test(value) ? tenantSettings.id : tenantSettings.tenantId;
      const [row] = await db
        .select(columns)
        .from(tenantSettings)
        .where(and(eq(column, value), inService));
      return row ?? null;
    });

  const byHost = (host: string) =>
    cached(`host:${host}`, async () => {
      const [row] = await db
        .select(columns)
        .from(tenantSettings)
        .where(and(sql`${host} = any(${tenantSettings.domains})`, inService));
      return row ?? null;
    });

  return {
    byId,
    /** The practice a reception page or form post means. */
    async resolve(explicit: string | undefined, host: string | undefined): Promise<PublicTenantRow | null> {
      if (explicit?.trim()) return byId(explicit.trim());
      const bareHost = host?.split(':')[0]?.toLowerCase();
      const fromHost = bareHost ? await byHost(bareHost) : null;
      if (fromHost) return fromHost;
      return defaultTenant ? byId(defaultTenant) : null;
    },
    /** After an admin changes or deletes a practice. */
    invalidate: () => cache.clear(),
  };
}
