import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { connectDatabase, type Database } from '../db/connect.ts';
import { copyTemplateDatabase } from '../test/postgresTemplate.ts';
import { rowsRead } from '../test/rowsRead.ts';
import { defineJob } from './defineJob.ts';
import { createJobQueue, type JobQueue } from './queue.ts';

const quiet = { info() {}, warn() {}, error() {} };
let database: Database;
let copy: Awaited<ReturnType<typeof copyTemplateDatabase>> | undefined;
const queues: JobQueue[] = [];

beforeAll(async () => {
  const templateUrl = inject('pgUrl');
  copy = templateUrl ? await copyTemplateDatabase(templateUrl) : undefined;
  database = await connectDatabase(copy ? { databaseUrl: copy.url, poolSize: 4 } : { dataDir: null });
  if (!copy) await database.migrate();
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await database.close();
  await copy?.drop();
});

function newQueue(maintenanceIntervalSeconds = 60) {
  const queue = createJobQueue({ executeSql: database.executeSql, log: quiet, maintenanceIntervalSeconds });
  queues.push(queue);
  return queue;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const uniqueName = (base: string) => `${base}-${Math.random().toString(36).slice(2, 8)}`;

describe('job queue', () => {
  it('runs an enqueued job with its validated payload', async () => {
    const seen: string[] = [];
    const job = defineJob({
      id: uniqueName('echo'),
      payload: z.object({ text: z.string() }),
      handler: async ({ text }) => {
        seen.push(text);
      },
    });
    const queue = newQueue();
    queue.register(job);
    await queue.start();
    await queue.startWorkers();
    await queue.enqueue(job, { text: 'hallo' });
    await waitFor(() => seen.length === 1);
    expect(seen).toEqual(['hallo']);
    await expect(queue.enqueue(job, { text: 5 } as never)).rejects.toThrow();
  });

  it('drains a backlog batch after batch without waiting for the next poll', async () => {
    const done: number[] = [];
    const job = defineJob({
      id: uniqueName('backlog'),
      payload: z.object({ n: z.number() }),
      batchSize: 5,
      handler: async ({ n }) => {
        done.push(n);
      },
    });
    // A poll once a minute: without fetching again after a full batch, 30 jobs would take six minutes.
    const queue = createJobQueue({ executeSql: database.executeSql, log: quiet, pollingIntervalSeconds: 60 });
    queues.push(queue);
    queue.register(job);
    await queue.start();
    await queue.enqueueMany(
      job,
      Array.from({ length: 30 }, (_, n) => ({ n })),
    );
    await queue.startWorkers();
    await waitFor(() => done.length === 30, 20_000);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it('an idle queue asks for due jobs once per interval, not once per worker', async () => {
    let statements = 0;
    const counting = createJobQueue({
      executeSql: (text, values) => {
        statements++;
        return database.executeSql(text, values);
      },
      log: quiet,
      pollingIntervalSeconds: 0.5,
    });
    queues.push(counting);
    counting.register(
      ...Array.from({ length: 6 }, () =>
        defineJob({ id: uniqueName('idle'), payload: z.object({}), handler: async () => {} }),
      ),
    );
    await counting.start();
    await counting.startWorkers();
    // Let each worker's first fetch (at its start) pass, then count two idle seconds: 4 looks, where six
    // workers polling on their own would ask 24 times.
    await new Promise((resolve) => setTimeout(resolve, 500));
    statements = 0;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(statements).toBeGreaterThanOrEqual(2);
    expect(statements).toBeLessThanOrEqual(6);
  });

  it('starts a job another process enqueued (no wake-up here) within the interval', async () => {
    const seen: string[] = [];
    const job = defineJob({
      id: uniqueName('elsewhere'),
      payload: z.object({ text: z.string() }),
      handler: async ({ text }) => void seen.push(text),
    });
    const worker = createJobQueue({
      executeSql: database.executeSql,
      log: quiet,
      pollingIntervalSeconds: 0.5,
    });
    queues.push(worker);
    worker.register(job);
    await worker.start();
    await worker.startWorkers();
    // The other process: the same queue without workers, so nothing wakes this one's worker.
    const other = newQueue();
    other.register(job);
    await other.start();
    const sentAt = Date.now();
    await other.enqueue(job, { text: 'von drüben' });
    // Well below the workers' own 30-s poll.
    await waitFor(() => seen.length === 1, 5_000);
    expect(seen).toEqual(['von drüben']);
    expect(Date.now() - sentAt).toBeLessThan(5_000);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const attempts: number[] = [];
    const job = defineJob({
      id: uniqueName('flaky'),
      payload: z.object({}),
      retryLimit: 3,
      retryDelaySeconds: 1,
      handler: async (_payload, ctx) => {
        attempts.push(ctx.attempt);
        if (attempts.length < 3) throw new Error('vorübergehend kaputt');
      },
    });
    const queue = newQueue();
    queue.register(job);
    await queue.start();
    await queue.startWorkers();
    const id = await queue.enqueue(job, {});
    await waitFor(() => attempts.length === 3);
    expect(attempts).toEqual([1, 2, 3]);
    await waitFor(async () => (await queue.boss.getJobById(job.id, id!))?.state === 'completed');
  });

  it('picks up a job whose worker died mid-run, after a restart', async () => {
    const job = defineJob({
      id: uniqueName('crash'),
      payload: z.object({ n: z.number() }),
      expireInSeconds: 1,
      retryDelaySeconds: 1,
      handler: async () => {},
    });
    // First process claims the job and dies without finishing it.
    const crashed = newQueue();
    crashed.register(job);
    await crashed.start();
    await crashed.enqueue(job, { n: 7 });
    const [claimed] = await crashed.boss.fetch<{ n: number }>(job.id);
    expect(claimed.data).toEqual({ n: 7 });
    await crashed.stop();

    // A new process starts: maintenance expires the abandoned job and a worker runs it again.
    const done: number[] = [];
    const restarted = newQueue(1);
    restarted.register({ ...job, handler: async ({ n }) => void done.push(n) });
    await restarted.start();
    await restarted.startWorkers();
    await waitFor(() => done.length === 1, 30_000);
    expect(done).toEqual([7]);
  });
});

describe('fetching from a backlog', () => {
  it('reads only the jobs it takes, not the whole backlog, once the table has statistics', async () => {
    const name = uniqueName('backlog');
    const job = defineJob({ id: name, payload: z.object({ n: z.number() }) });
    const queue = newQueue();
    queue.register(job);
    await queue.start();
    const backlog = Array.from({ length: 3000 }, (_, n) => ({ n }));
    for (let i = 0; i < backlog.length; i += 500) await queue.enqueueMany(job, backlog.slice(i, i + 500));
    // Autovacuum's analyze on PostgreSQL, its stand-in (db/embeddedVacuum.ts) on PGlite.
    await database.executeSql(`analyze ${queue.schema}.job`);
    const require = createRequire(import.meta.url);
    const fetchSql: string = require('pg-boss/src/plans.js').fetchNextJob(queue.schema)({});
    const read = await rowsRead(database.executeSql, fetchSql, [name, 10]);
    // The 10 it takes (and the 10 it updates), not 3,000 sorted.
    expect(read).toBeLessThanOrEqual(40);
  });
});
