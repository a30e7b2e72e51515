import type { z } from 'zod';

export type JobContext = { jobId: string; attempt: number; log: (message: string, extra?: object) => void };

/** A background job: its queue name, the payload it accepts and what it does (Documenso's shape). */
export type JobDefinition<P = unknown> = {
  id: string;
  payload: z.ZodType<P>;
  /**
   * What the job does. A job kind declared without a handler is a queue whose jobs wait, durably, until the
   * issue that owns the work registers its handler (e.g. spam scoring); no worker pretends to do it.
   */
  handler?: (payload: P, ctx: JobContext) => Promise<void>;
  /**
   * Instead of `handler`: the jobs of one fetch together, so their writes can be batched (one statement for
   * all instead of one per job). One result per job, in order; an Error fails (and retries) that job alone.
   */
  batchHandler?: (jobs: { payload: P; ctx: JobContext }[]) => Promise<(Error | null)[]>;
  /** Attempts after the first; backoff doubles from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer (or whose worker died) is failed and retried after this long. */
  expireInSeconds?: number;
  /** Run on a schedule (cron, UTC) besides on demand. */
  cron?: string;
  /** Jobs fetched per poll and run concurrently (or handed to batchHandler together). */
  batchSize?: number;
};

export const defineJob = <P>(definition: JobDefinition<P>) => definition;

/** A definition of any payload, for lists of jobs; each handler still parses its own payload. */
// biome-ignore lint/suspicious/noExplicitAny: payload types differ per job; zod checks them at run time.
export type AnyJobDefinition = JobDefinition<any>;
