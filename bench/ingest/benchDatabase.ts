// The bench's database: a fresh PostgreSQL database (created and dropped) or a fresh PGlite data dir; the
// practices are made through the CLI as an operator would, and the figures are read back with SQL (for PGlite
// only while no server holds the data dir).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectDatabase } from '../../server/db/connect.ts';
import { withFreshPostgres } from '../freshPostgres.ts';
import { productionEnv, REPO_ROOT } from './servers.ts';

export type BenchTarget = {
  kind: 'postgres' | 'pglite';
  /** A postgres:// URL or a PGlite data dir. */
  location: string;
  /** DATABASE_URL or DATA_DIR for the server and the CLI. */
  env: Record<string, string>;
};

export async function withBenchTarget<T>(
  kind: 'postgres' | 'pglite',
  run: (target: BenchTarget) => Promise<T>,
): Promise<T> {
  if (kind === 'postgres')
    return withFreshPostgres('ingest', (url) => run({ kind, location: url, env: { DATABASE_URL: url } }));
  const dir = mkdtempSync(join(tmpdir(), 'praxisdesk-ingest-'));
  const dataDir = join(dir, 'data');
  try {
    return await run({ kind, location: dataDir, env: { DATA_DIR: dataDir } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `npm run cli -- …` (tsx server/cli/main.ts) with the server's environment; its standard output. */
export function cli(target: BenchTarget, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
      cwd: REPO_ROOT,
      env: productionEnv(target.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c;
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c;
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`cli ${args[0]} failed (${code}): ${err}${out}`)),
    );
  });
}

/** A practice made by `cli tenant:create`; its uuid from the CLI's answer. */
export async function createPractice(target: BenchTarget, slug: string, name: string, recipients?: string) {
  const out = await cli(target, [
    'tenant:create',
    '--slug',
    slug,
    '--name',
    name,
    ...(recipients ? ['--recipients', recipients] : []),
  ]);
  const id = /ID ([0-9a-f-]{36})/.exec(out)?.[1];
  if (!id) throw new Error(`no practice id in: ${out}`);
  return id;
}

/** Runs SQL on the bench database (PGlite: only while no server runs on it). */
export async function withSql<T>(
  target: BenchTarget,
  run: (sql: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>) => Promise<T>,
): Promise<T> {
  const database = await connectDatabase(
    target.kind === 'postgres'
      ? { databaseUrl: target.location, poolSize: 2 }
      : { dataDir: target.location, lockOwner: 'bench ingest' },
  );
  try {
    return await run(async (text, values) => (await database.executeSql(text, values)).rows as never);
  } finally {
    await database.close();
  }
}

/**
 * `rows` stored submissions of other practices, spread over a year, as one INSERT … generate_series: keyed
 * hashes of the right form (64 hex), a tenth spam, all scored. The probes of intake and scoring must not
 * grow with them.
 */
export async function prefill(target: BenchTarget, practiceIds: string[], rows: number) {
  await withSql(target, async (sql) => {
    const chunk = 250_000;
    for (let from = 1; from <= rows; from += chunk) {
      const to = Math.min(rows, from + chunk - 1);
      await sql(
        `insert into form_submissions (tenant_id, form_type, form_data, is_spam, spam_score, quarantine_status,
           client_ip_hash, content_hash, user_agent, created_at, updated_at)
         select ($1::uuid[])[1 + g % array_length($1::uuid[], 1)],
           (array['contact','prescription','training','bewerbung'])[1 + g % 4],
           repeat(md5(g::text), 12),
           g % 10 = 0, case when g % 10 = 0 then 90 else 5 end, 'completed',
           encode(sha256(('ip' || (g / 12))::bytea), 'hex'),
           encode(sha256(('text' || g)::bytea), 'hex'),
           'Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
           t, t
         from generate_series($2::int, $3::int) g,
           lateral (select now() - interval '1 hour' - (g::float / $4) * interval '365 days' as t) c`,
        [practiceIds, from, to, rows],
      );
    }
    await sql('analyze form_submissions');
  });
}
