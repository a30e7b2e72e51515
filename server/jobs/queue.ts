// Durable job queue on pg-boss (SKIP LOCKED claims, retries with backoff, expiry of jobs whose worker died).
// The same code runs on PGlite and PostgreSQL: pg-boss talks through our executeSql.
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/connect.ts';
import type { AnyJobDefinition, JobDefinition } from './defineJob.ts';

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
};

export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue(options: QueueOptions) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.executeSql(text, values) },
    schema: 'pgboss',
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, AnyJobDefinition>();
  let started = false;

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
    /** Makes definitions known; call before start(). */
    register(...defs: AnyJobDefinition[]) {
      for (const def of defs) definitions.set(def.id, def);
    },

    async start() {
      if (started) return;
      await boss.start();
      for (const def of definitions.values()) {
        await ensureQueue(def);
        if (def.cron) await boss.schedule(def.id, def.cron, {});
      }
      started = true;
    },

    /** Runs the registered handlers in this process. API tests start the queue without workers. */
    async startWorkers() {
      for (const def of definitions.values()) {
        const handler = def.handler;
        if (!handler) continue;
        await boss.work(
          def.id,
          {
            batchSize: def.batchSize ?? 1,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
            includeMetadata: true,
          },
          async (jobs) => {
            await Promise.all(
              jobs.map(async (job) => {
                const payload = def.payload.parse(job.data);
                await handler(payload, {
                  jobId: job.id,
                  attempt: job.retryCount + 1,
                  log: (message, extra) =>
                    options.log.info({ job: def.id, jobId: job.id, ...extra }, message),
                });
              }),
            );
          },
        );
      }
    },

    async enqueue<P>(
      def: JobDefinition<P>,
      payload: P,
      opts: { singletonKey?: string; startAfterSeconds?: number } = {},
    ) {
      if (!definitions.has(def.id)) throw new Error(`job ${def.id} is not registered`);
      const data = def.payload.parse(payload);
      return boss.send(def.id, data as object, {
        singletonKey: opts.singletonKey,
        startAfter: opts.startAfterSeconds,
      });
    },

    /** Many jobs in one statement, optionally inside the caller's transaction (same commit as their data). */
    async enqueueMany<P>(def: JobDefinition<P>, payloads: P[], execute?: SqlExecutor) {
      if (!definitions.has(def.id)) throw new Error(`job ${def.id} is not registered`);
      const jobs = payloads.map((payload) => ({ name: def.id, data: def.payload.parse(payload) as object }));
      await boss.insert(jobs, execute ? { db: { executeSql: (text, values) => execute(text, values) } } : {});
    },

    /** Direct access for maintenance and tests (fetch, getJobById). */
    boss,

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 5000 });
    },
  };
}
