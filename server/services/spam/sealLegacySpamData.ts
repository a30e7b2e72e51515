// Upgrade at start for databases from before issue 13: spam reasons stored as clear JSON are sealed, and the
// words practices' models learned are replaced by their keyed hashes (counts merged). Once done, a marker in
// app_secrets skips it: finding clear rows needs a scan of form_submissions, which no start should pay twice.
import type { Database } from '../../db/connect.ts';
import { type CryptoService, HASHED_TOKEN_PREFIX } from '../crypto.ts';
import { GLOBAL_SCOPE } from './modelStore.ts';
import { openReasons, sealReasons } from './sealedReasons.ts';

const BATCH = 500;

async function sealLegacyReasons(database: Database, crypto: CryptoService): Promise<number> {
  let sealed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { rows } = await database.executeSql(
      `select id, tenant_id, spam_reasons from form_submissions
       where spam_reasons is not null and spam_reasons not like 'pd1.%' and id > $1 order by id limit ${BATCH}`,
      [after],
    );
    const legacy = rows as { id: string; tenant_id: string; spam_reasons: string }[];
    if (legacy.length === 0) return sealed;
    after = legacy.at(-1)!.id;
    const values = await Promise.all(
      legacy.map(async (r) =>
        sealReasons(crypto, r.tenant_id, (await openReasons(crypto, r.tenant_id, r.spam_reasons)) ?? []),
      ),
    );
    // Only rows still holding what we read: a reason rewritten meanwhile is already sealed.
    const { rows: updated } = await database.executeSql(
      `update form_submissions f set spam_reasons = u.sealed
       from unnest($1::uuid[], $2::text[], $3::text[]) as u(id, old, sealed)
       where f.id = u.id and f.spam_reasons = u.old returning f.id`,
      [legacy.map((r) => r.id), legacy.map((r) => r.spam_reasons), values],
    );
    sealed += updated.length;
  }
}

async function hashLegacyTokens(database: Database, crypto: CryptoService): Promise<number> {
  const { rows } = await database.executeSql(
    `select distinct scope from spam_model_tokens where scope <> $1 and token not like $2`,
    [GLOBAL_SCOPE, `${HASHED_TOKEN_PREFIX}%`],
  );
  let scopes = 0;
  for (const { scope } of rows as { scope: string }[]) {
    const keyOf = await crypto.tokenHasher(scope).catch(() => null);
    if (!keyOf) {
      // Words of a practice that no longer exists: nothing may keep them.
      await database.executeSql('delete from spam_model_tokens where scope = $1', [scope]);
      continue;
    }
    await database.transaction(async (execute) => {
      // Locks the practice's stats row: a staff mark training meanwhile waits for the swap.
      await execute('select 1 from spam_model_stats where scope = $1 for update', [scope]);
      const { rows: clear } = await execute(
        'delete from spam_model_tokens where scope = $1 and token not like $2 returning token, spam, ham',
        [scope, `${HASHED_TOKEN_PREFIX}%`],
      );
      const merged = new Map<string, { spam: number; ham: number }>();
      for (const t of clear as { token: string; spam: number; ham: number }[]) {
        const key = keyOf(t.token);
        const sum = merged.get(key) ?? { spam: 0, ham: 0 };
        merged.set(key, { spam: sum.spam + t.spam, ham: sum.ham + t.ham });
      }
      const entries = [...merged];
      await execute(
        `insert into spam_model_tokens (scope, token, spam, ham)
         select $1, * from unnest($2::text[], $3::float8[], $4::float8[])
         on conflict (scope, token) do update set spam = spam_model_tokens.spam + excluded.spam,
           ham = spam_model_tokens.ham + excluded.ham`,
        [scope, entries.map(([k]) => k), entries.map(([, c]) => c.spam), entries.map(([, c]) => c.ham)],
      );
      await execute(
        'update spam_model_stats set version = version + 1, updated_at = now() where scope = $1',
        [scope],
      );
    });
    scopes++;
  }
  return scopes;
}

const DONE_MARKER = 'spam-data-sealed';

export async function sealLegacySpamData(deps: { database: Database; crypto: CryptoService }) {
  const { rows } = await deps.database.executeSql('select 1 from app_secrets where name = $1', [DONE_MARKER]);
  if (rows.length > 0) return { reasons: 0, practiceModels: 0 };
  const done = {
    reasons: await sealLegacyReasons(deps.database, deps.crypto),
    practiceModels: await hashLegacyTokens(deps.database, deps.crypto),
  };
  // Every writer seals since this version, so nothing clear can appear after this point.
  await deps.database.executeSql(
    `insert into app_secrets (name, value) values ($1, 'v1') on conflict do nothing`,
    [DONE_MARKER],
  );
  return done;
}
