// The file worker (issue 43): PDFs of patient files are made in one worker thread per process, one job after
// the other, never in the server's own thread. A crafted file (a decompression bomb, or just far too much work)
// then costs that thread, which is ended at a limit, and the job fails with FILE_TOO_COMPLEX (422) while the
// server answers everyone else. The limits: the worker's heap (resourceLimits), the process's resident memory
// grown during the job (Buffers and typed arrays live outside the heap: a 10⁹-byte stream inflated by pdf-lib
// took 1.7 GB with a 128-MB heap limit), and a wall-clock time. The worker is started at the first job and ended
// after a minute without one (its PDFKit, fonts and pdf-lib cost ~60 MB).
import { Worker } from 'node:worker_threads';
import { AppError, errors } from '../../errors.ts';
import type { FileJobAnswer, FileJobKind, FileJobRequest } from './fileJobMessages.ts';

export type FileWorkerLimits = {
  /** The worker's V8 heap. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  /** How far the process's resident memory may grow during one job. */
  maxExtraRssMb: number;
  timeoutMs: number;
  /** Jobs that may wait behind the running one; more answer SERVER_BUSY. */
  maxWaiting: number;
  /** A worker without a job this long is ended. */
  idleMs: number;
};

/**
 * Room for a Datenauskunft of 50 requests (their files, up to 4 MB each, and pdf-lib's copies of their pages)
 * beside the server's own heap, capped at 200 MB (scripts/builds.mjs); the time for the slowest real export.
 */
export const FILE_WORKER_LIMITS: FileWorkerLimits = {
  maxOldGenerationSizeMb: 256,
  maxYoungGenerationSizeMb: 16,
  maxExtraRssMb: 512,
  timeoutMs: 30_000,
  maxWaiting: 8,
  idleMs: 60_000,
};

/** How often the resident memory is looked at during a job (it grew ~100 MB/s in the bomb's case). */
const WATCH_MS = 50;
const MB = 1_048_576;

export const fileWorkerErrors = {
  tooComplex: () =>
    new AppError(
      'FILE_TOO_COMPLEX',
      422,
      'Das Dokument konnte nicht erstellt werden: Eine Datei darin braucht zu viel Speicher oder Zeit zum Verarbeiten. Die Datei selbst lässt sich weiterhin herunterladen.',
    ),
};

/** Started from the sources (tests, dev) through tsx, or beside the server bundle (dist/server/). */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
const BUNDLED_ENTRY = './fileWorker.mjs';

function startWorker(limits: FileWorkerLimits): Worker {
  const resourceLimits = {
    maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
    maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb,
  };
  const worker = FROM_SOURCES
    ? new Worker(new URL('./tsxWorker.mjs', import.meta.url), {
        workerData: { entry: new URL('./worker.ts', import.meta.url).href },
        resourceLimits,
      })
    : new Worker(new URL(BUNDLED_ENTRY, import.meta.url), { resourceLimits });
  // An idle worker never keeps the process alive; a running job does, through its timers.
  worker.unref();
  return worker;
}

type Job = {
  request: FileJobRequest;
  resolve: (bytes: Buffer) => void;
  reject: (error: unknown) => void;
};

export function createFileWorker(limits: FileWorkerLimits = FILE_WORKER_LIMITS) {
  const waiting: Job[] = [];
  let running: Job | null = null;
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;

  function spawn() {
    const started = startWorker(limits);
    // Between jobs nobody listens: an error there must not become the process's uncaught one.
    started.on('error', () => {});
    started.on('exit', () => {
      if (worker === started) worker = null;
    });
    return started;
  }

  const endWorker = () => {
    const ended = worker;
    worker = null;
    void ended?.terminate();
  };

  function runNext() {
    if (running || waiting.length === 0) return;
    clearTimeout(idleTimer);
    const job = waiting.shift()!;
    running = job;
    worker ??= spawn();
    const current = worker;
    const startRss = process.memoryUsage.rss();

    let settled = false;
    const settle = (outcome: () => void, endIt = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timeout);
      clearInterval(watch);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (endIt && worker === current) endWorker();
      running = null;
      outcome();
      if (worker) idleTimer = setTimeout(endWorker, limits.idleMs).unref();
      runNext();
    };
    const tooComplex = () => settle(() => job.reject(fileWorkerErrors.tooComplex()), true);
    const onMessage = (answer: FileJobAnswer) =>
      settle(() =>
        answer.ok
          ? job.resolve(Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength))
          : job.reject(new Error(`file job ${job.request.kind} failed: ${answer.message}`)),
      );
    const onError = (error: Error & { code?: string }) =>
      error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : settle(() => job.reject(error), true);
    const onExit = (code: number) =>
      settle(() => job.reject(new Error(`file worker exited with ${code} during a job`)), true);

    const timeout = setTimeout(tooComplex, limits.timeoutMs);
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - startRss > limits.maxExtraRssMb * MB) tooComplex();
    }, WATCH_MS);
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    try {
      current.postMessage(job.request);
    } catch (error) {
      // Input that cannot be cloned: a programming error, the worker itself is fine.
      settle(() => job.reject(error));
    }
  }

  return {
    /**
     * The job's bytes; FILE_TOO_COMPLEX when it exceeded a limit, SERVER_BUSY when too many wait. Callers name
     * the input's type with `satisfies` (fileJobs.ts maps each kind to its renderer).
     */
    run(kind: FileJobKind, input: object): Promise<Buffer> {
      return new Promise((resolve, reject) => {
        if (waiting.length >= limits.maxWaiting) return reject(errors.serverBusy());
        waiting.push({ request: { kind, input }, resolve, reject });
        runNext();
      });
    },
    stats: () => ({ running: running ? 1 : 0, waiting: waiting.length, started: worker !== null }),
    /** Ends the worker (a running job fails); a later job starts a new one. */
    close: () => {
      clearTimeout(idleTimer);
      endWorker();
    },
  };
}

export type FileWorker = ReturnType<typeof createFileWorker>;

/** The process's one file worker: every route and command hands its file work to it. */
export const fileWorker = createFileWorker();
