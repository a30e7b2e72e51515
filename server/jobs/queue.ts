// Durable job queue on pg-boss (SKIP LOCKED claims, retries with backoff, expiry of jobs whose worker died).
// The same code runs on PGlite and PostgreSQL: pg-boss talks through our executeSql.
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/connect.ts';
import { errorMessageForLog } from '../http/databaseError.ts';
import type { AnyJobDefinition, JobContext, JobDefinition } from './defineJob.ts';

export type QueueOptions = {
  executeSql: SqlExecutor;
  log: {
    info(o: object, m?: string): void;
    error(o: object, m?: string): void;
    warn(o: object, m?: string): void;
  };
  /** How often expired jobs are looked for; short in tests. */
  maintenanceIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** pg-boss's schema; API test files on one PostgreSQL database each take their own (testContext.ts). */
  schema?: string;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

/**
 * A worker's own polling, only a safety net: one query per interval looks for due jobs across every queue and
 * wakes the workers that have some (duePoller below). Ten workers each polling every second kept an idle
 * server at ~3.5 % of a core on PGlite (2026-11-27).
 */
const WORKER_POLL_SECONDS = 30;

/**
 * What failed, per job (null: done): a payload that does not parse fails its own job only; the others go to
 * the batch handler together, or to the job's handler side by side.
 */
export async function runJobs(
  def: AnyJobDefinition,
  jobs: readonly { data: unknown; ctx: JobContext }[],
): Promise<unknown[]> {
  const parsed = jobs.map((job) => def.payload.safeParse(job.data));
  const failures: unknown[] = parsed.map((p) => (p.success ? null : p.error));
  const valid = jobs.flatMap((job, i) => {
    const p = parsed[i]!;
    return p.success ? [{ i, payload: p.data, ctx: job.ctx }] : [];
  });
  let results: unknown[];
  if (def.batchHandler) {
    results = await def.batchHandler(valid).catch((error: unknown) => valid.map(() => error));
  } else {
    const outcomes = await Promise.allSettled(valid.map((run) => def.handler!(run.payload, run.ctx)));
    results = outcomes.map((outcome) => (outcome.status === 'rejected' ? outcome.reason : null));
  }
  for (const [n, run] of valid.entries()) failures[run.i] = results[n] ?? null;
  return failures;
}

/**
 * pg-boss fetches the oldest waiting jobs of a queue (`ORDER BY priority desc, created_on, id LIMIT n FOR UPDATE
 * SKIP LOCKED`), but its index on waiting jobs is ordered by start time, so each fetch sorted the whole backlog:
 * 10 ms per fetch at 6,000 waiting notices (as after a burst, or while mail is down), 0.5 ms through this index
 * once the table has statistics (bench/ingest, EXPLAIN). Created on the partitioned table, every queue's
 * partition gets it; under a lock, as several instances may start at once.
 */
const fetchOrderIndex = (schema: string) => `
  do $$ begin
    perform pg_advisory_xact_lock(724311002);
    create index if not exists job_fetch_order on ${schema}.job (name, priority desc, created_on, id)
      where state < 'active';
  end $$`;

export function createJobQueue(options: QueueOptions) {
  const schema = options.schema ?? 'pgboss';
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, AnyJobDefinition>();
  const workers = new Map<string, string[]>();
  let started = false;
  let duePoll: ReturnType<typeof setTimeout> | undefined;
  const pollSeconds = options.pollingIntervalSeconds ?? 1;

  function wakeQueue(name: string) {
    for (const workerId of workers.get(name) ?? []) boss.notifyWorker(workerId);
  }

  /** Wakes the workers of every queue with a job due now (new, retried or delayed until now). */
  async function wakeDueQueues() {
    const { rows } = await options.executeSql(
      `select distinct name from ${schema}.job where state < 'active' and start_after <= now()`,
      [],
    );
    for (const { name } of rows as { name: string }[]) wakeQueue(name);
  }

  function scheduleDuePoll() {
    duePoll = setTimeout(async () => {
      try {
        await wakeDueQueues();
      } catch (error) {
        if (started) options.log.warn({ err: error }, 'looking for due jobs failed');
      }
      if (started) scheduleDuePoll();
    }, pollSeconds * 1000);
  }

  async function ensureQueue(definition: AnyJobDefinition) {
    await boss.createQueue(definition.id, {
      name: definition.id,
      retryLimit: definition.retryLimit ?? 3,
      retryDelay: definition.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 300,
    });
  }

  return {
    /** Where the jobs live (tests inspect `<schema>.job`). */
    schema,
    /** Makes definitions known; call before start(). */
    register(...defs: AnyJobDefinition[]) {
      for (const def of defs) definitions.set(def.id, def);
    },

    async start() {
      if (started) return;
      await boss.start();
      await options.executeSql(fetchOrderIndex(schema));
      for (const def of definitions.values()) {
        await ensureQueue(def);
        if (def.cron) await boss.schedule(def.id, def.cron, {});
      }
      started = true;
    },

    /** Runs the registered handlers in this process. API tests start the queue without workers. */
    async startWorkers() {
      for (const def of definitions.values()) {
        if (!def.handler && !def.batchHandler) continue;
        const batchSize = def.batchSize ?? 1;
        let workerId: string | undefined;
        workerId = await boss.work(
          def.id,
          {
            batchSize,
            pollingIntervalSeconds: Math.max(pollSeconds, WORKER_POLL_SECONDS),
            includeMetadata: true,
          },
          async (jobs) => {
            const runs = jobs.map((job) => ({
              data: job.data,
              ctx: {
                jobId: job.id,
                attempt: job.retryCount + 1,
                log: (message: string, extra?: object) =>
                  options.log.info({ job: def.id, jobId: job.id, ...extra }, message),
              },
            }));
            // One failing job must not fail (and retry) the others fetched with it.
            const failures = await runJobs(def, runs);
            for (const [i, failure] of failures.entries()) {
              if (failure) {
                // Logged and stored by pg-boss: a failed query's SQL and SQLSTATE, never its bound values.
                const reason = errorMessageForLog(failure);
                options.log.warn({ job: def.id, jobId: jobs[i]!.id, reason }, 'job failed');
                await boss.fail(def.id, jobs[i]!.id, { message: reason });
              }
            }
            // A full batch means more are likely waiting: fetch again at once instead of after the polling
            // interval (pg-boss skips its pause when notified meanwhile). Without this a backlog drains at one
            // batch per second.
            if (jobs.length >= batchSize && workerId) boss.notifyWorker(workerId);
          },
        );
        workers.set(def.id, [...(workers.get(def.id) ?? []), workerId]);
      }
      if (!duePoll) scheduleDuePoll();
    },

    /**
     * Jobs left active by a process that died (killed, power loss) go to their retry now instead of after
     * their expiry (minutes). Only where no other process can be working them (recoverAbandonedWork.ts).
     * Returns how many.
     */
    async retryAbandoned() {
      const { rows } = await options.executeSql(
        `select name, array_agg(id) as ids from ${schema}.job where state = 'active' group by name`,
        [],
      );
      let count = 0;
      for (const { name, ids } of rows as { name: string; ids: string[] }[]) {
        // pg-boss's own failure path (retry count, or failed at the limit); then no back-off: the work did
        // not fail, its process ended.
        await boss.fail(name, ids);
        await options.executeSql(
          `update ${schema}.job set start_after = now() where id = any($1::uuid[]) and state = 'retry'`,
          [ids],
        );
        count += ids.length;
      }
      return count;
    },

    /** Wakes this process's workers of a queue now instead of at their next poll (after a commit). */
    wake(def: { id: string }) {
      wakeQueue(def.id);
    },

    async enqueue<P>(
      def: JobDefinition<P>,
      payload: P,
      opts: { singletonKey?: string; startAfterSeconds?: number } = {},
    ) {
      if (!definitions.has(def.id)) throw new Error(`job ${def.id} is not registered`);
      const data = def.payload.parse(payload);
      const id = await boss.send(def.id, data as object, {
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfterSeconds,
      });
      if (!opts.startAfterSeconds) this.wake(def);
      return id;
    },

    /** Many jobs in one statement, optionally inside the caller's transaction (same commit as their data). */
    async enqueueMany<P>(def: JobDefinition<P>, payloads: P[], execute?: SqlExecutor) {
      if (!definitions.has(def.id)) throw new Error(`job ${def.id} is not registered`);
      const jobs = payloads.map((payload) => ({ name: def.id, data: def.payload.parse(payload) as object }));
      await boss.insert(jobs, execute ? { db: { executeSql: (text, values) => execute(text, values) } } : {});
      // Inside a transaction the jobs are visible only after the caller's commit; the caller wakes then.
      if (!execute) this.wake(def);
    },

    /** Direct access for maintenance and tests (fetch, getJobById). */
    boss,

    async stop() {
      if (!started) return;
      started = false;
      clearTimeout(duePoll);
      duePoll = undefined;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}
