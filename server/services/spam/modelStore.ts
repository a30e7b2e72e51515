// The learned models in the database (spam_model_tokens, spam_model_stats), cached in memory. One global
// model, seeded once from the corpus (our own words, stored as they are), and one per practice, trained by
// its staff's marks: those are patients' words, so they are stored only as the practice's keyed hashes
// (CryptoService.tokenHasher). Every instance reloads a model when its version moved, checked at most every
// RELOAD_CHECK_MS.
import type { Database, SqlExecutor } from '../../db/connect.ts';
import type { CryptoService } from '../crypto.ts';
import { extractText } from './extractText.ts';
import { emptyModel, type ModelCounts, train } from './naiveBayes.ts';
import type { ScoringModels } from './scoreText.ts';
import { classBalance, loadSeedCorpus, seedCorpusFingerprint } from './seedCorpus.ts';
import { TOKENIZER_VERSION, tokenize } from './tokenize.ts';

export const GLOBAL_SCOPE = 'global';
const RELOAD_CHECK_MS = 5000;

type Cached = { model: ModelCounts; version: number };

export type SpamModelStore = ReturnType<typeof createSpamModelStore>;

export const tokensOf = (formData: Record<string, unknown>) => tokenize(extractText(formData));

async function addCounts(execute: SqlExecutor, scope: string, tokens: string[], spam: number, ham: number) {
  if (tokens.length === 0) return;
  await execute(
    `insert into spam_model_tokens (scope, token, spam, ham)
     select $1, token, greatest(0, $2::int), greatest(0, $3::int) from unnest($4::text[]) as token
     on conflict (scope, token) do update set
       spam = greatest(0, spam_model_tokens.spam + $2::int), ham = greatest(0, spam_model_tokens.ham + $3::int)`,
    [scope, spam, ham, tokens],
  );
}

/** A stored model as it is now, read without writing; null when the scope has none yet. */
export async function readModel(database: Database, scope: string): Promise<Cached | null> {
  const [{ rows: stats }, { rows: tokens }] = await Promise.all([
    database.executeSql('select spam_docs, ham_docs, version from spam_model_stats where scope = $1', [
      scope,
    ]),
    database.executeSql('select token, spam, ham from spam_model_tokens where scope = $1', [scope]),
  ]);
  const stat = stats[0] as { spam_docs: number; ham_docs: number; version: number } | undefined;
  if (!stat) return null;
  const model: ModelCounts = { spamDocs: stat.spam_docs, hamDocs: stat.ham_docs, tokens: new Map() };
  for (const t of tokens as { token: string; spam: number; ham: number }[]) {
    model.tokens.set(t.token, { spam: t.spam, ham: t.ham });
  }
  return { model, version: stat.version };
}

/** The global model as seeding stores it, built in memory from the corpus. */
/** What the stored global model must have been built from: this corpus, this tokenizer. */
export const seedFingerprint = () => `${seedCorpusFingerprint()}-t${TOKENIZER_VERSION}`;

export function seedModelFromCorpus(): ModelCounts {
  const model = emptyModel();
  const corpus = loadSeedCorpus();
  const weights = classBalance(corpus);
  for (const example of corpus) train(model, tokensOf(example.formData), example.label, weights(example));
  return model;
}

export function createSpamModelStore(database: Database, crypto: Pick<CryptoService, 'tokenHasher'>) {
  const cache = new Map<string, Cached>();
  let lastCheck = 0;
  let seeded: Promise<void> | undefined;

  async function load(scope: string): Promise<Cached> {
    const cached = (await readModel(database, scope)) ?? { model: emptyModel(), version: 0 };
    cache.set(scope, cached);
    return cached;
  }

  async function refreshIfChanged() {
    if (Date.now() - lastCheck < RELOAD_CHECK_MS || cache.size === 0) return;
    lastCheck = Date.now();
    const { rows } = await database.executeSql(
      'select scope, version from spam_model_stats where scope = any($1::text[])',
      [[...cache.keys()]],
    );
    for (const { scope, version } of rows as { scope: string; version: number }[]) {
      if (cache.get(scope)?.version !== version) cache.delete(scope);
    }
  }

  /**
   * The global model from the seed corpus, built once per database and rebuilt when the corpus or the
   * tokenizer changed (the first instance to start does it; the row lock keeps the others waiting).
   */
  function ensureSeeded(): Promise<void> {
    seeded ??= database.transaction(async (execute) => {
      const seed = seedFingerprint();
      await execute(`insert into spam_model_stats (scope) values ('${GLOBAL_SCOPE}') on conflict do nothing`);
      const { rows } = await execute(
        `select seed from spam_model_stats where scope = '${GLOBAL_SCOPE}' for update`,
      );
      if ((rows[0] as { seed: string | null } | undefined)?.seed === seed) return;
      await execute(`delete from spam_model_tokens where scope = '${GLOBAL_SCOPE}'`);
      const model = seedModelFromCorpus();
      const entries = [...model.tokens];
      for (let i = 0; i < entries.length; i += 5000) {
        const chunk = entries.slice(i, i + 5000);
        await execute(
          `insert into spam_model_tokens (scope, token, spam, ham)
           select '${GLOBAL_SCOPE}', * from unnest($1::text[], $2::float8[], $3::float8[])`,
          [chunk.map(([t]) => t), chunk.map(([, c]) => c.spam), chunk.map(([, c]) => c.ham)],
        );
      }
      await execute(
        `update spam_model_stats set spam_docs = $1, ham_docs = $2, seed = $3, version = version + 1,
           updated_at = now() where scope = '${GLOBAL_SCOPE}'`,
        [model.spamDocs, model.hamDocs, seed],
      );
    });
    return seeded;
  }

  return {
    ensureSeeded,

    /** The models that score a submission of this practice (the global one alone without a tenant). */
    async models(tenantId?: string): Promise<ScoringModels> {
      await ensureSeeded();
      await refreshIfChanged();
      const global = cache.get(GLOBAL_SCOPE) ?? (await load(GLOBAL_SCOPE));
      if (!tenantId) return { global: global.model };
      const tenant = cache.get(tenantId) ?? (await load(tenantId));
      return { global: global.model, tenant: tenant.model, tenantKey: await crypto.tokenHasher(tenantId) };
    },

    /**
     * Staff feedback: learn a label for this practice, or un-learn one (direction -1) when they change
     * their mind. Runs inside the caller's transaction when given one.
     */
    async train(
      tenantId: string,
      tokens: Set<string>,
      label: 'spam' | 'ham',
      direction: 1 | -1,
      execute?: SqlExecutor,
    ) {
      const keyOf = await crypto.tokenHasher(tenantId);
      const keys = [...new Set([...tokens].map(keyOf))];
      const run = async (ex: SqlExecutor) => {
        const delta = direction;
        await addCounts(ex, tenantId, keys, label === 'spam' ? delta : 0, label === 'ham' ? delta : 0);
        // Un-learning to nothing leaves no row behind (erasure: not even a hash of the word stays).
        if (delta < 0)
          await ex(
            'delete from spam_model_tokens where scope = $1 and token = any($2::text[]) and spam <= 0 and ham <= 0',
            [tenantId, keys],
          );
        await ex(
          `insert into spam_model_stats (scope, spam_docs, ham_docs, version) values ($1, greatest(0, $2::int), greatest(0, $3::int), 1)
           on conflict (scope) do update set spam_docs = greatest(0, spam_model_stats.spam_docs + $2::int),
             ham_docs = greatest(0, spam_model_stats.ham_docs + $3::int), version = spam_model_stats.version + 1,
             updated_at = now()`,
          [tenantId, label === 'spam' ? delta : 0, label === 'ham' ? delta : 0],
        );
      };
      if (execute) await run(execute);
      else await database.transaction(run);
      // This instance reloads the (small) practice model at once; the others on their next version check.
      cache.delete(tenantId);
    },
  };
}
