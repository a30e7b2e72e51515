// runJobs decides which jobs of one fetch fail: these cases need no database.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobContext } from './defineJob.ts';
import { runJobs } from './queue.ts';

const ctx = (jobId: string): JobContext => ({ jobId, attempt: 1, log() {} });
const jobs = (...data: unknown[]) => data.map((d, i) => ({ data: d, ctx: ctx(`job-${i}`) }));
const payload = z.object({ n: z.number() });

describe('runJobs', () => {
  it('fails only the job whose payload does not parse; the batch handler sees the others', async () => {
    const seen: number[][] = [];
    const def = defineJob({
      id: 'batch-test',
      payload,
      batchHandler: async (runs) => {
        seen.push(runs.map((r) => r.payload.n));
        return runs.map(() => null);
      },
    });
    const failures = await runJobs(def, jobs({ n: 1 }, { n: 'two' }, { n: 3 }));
    expect(seen).toEqual([[1, 3]]);
    expect(failures[0]).toBeNull();
    expect(failures[1]).toBeInstanceOf(z.ZodError);
    expect(failures[2]).toBeNull();
  });

  it("maps the batch handler's per-job errors back to their jobs", async () => {
    const refused = new Error('451 try later');
    const def = defineJob({
      id: 'batch-test',
      payload,
      batchHandler: async (runs) => runs.map((r) => (r.payload.n === 2 ? refused : null)),
    });
    expect(await runJobs(def, jobs({ n: 'x' }, { n: 2 }, { n: 3 }))).toEqual([
      expect.any(z.ZodError),
      refused,
      null,
    ]);
  });

  it('fails every job of the fetch when the batch handler throws', async () => {
    const down = new Error('database gone');
    const def = defineJob({
      id: 'batch-test',
      payload,
      batchHandler: async () => {
        throw down;
      },
    });
    expect(await runJobs(def, jobs({ n: 1 }, { n: 2 }))).toEqual([down, down]);
  });

  it('runs single handlers side by side: one rejection fails only its job', async () => {
    const done: number[] = [];
    const def = defineJob({
      id: 'single-test',
      payload,
      handler: async ({ n }) => {
        if (n === 2) throw new Error('no');
        done.push(n);
      },
    });
    const failures = await runJobs(def, jobs({ n: 1 }, { n: 2 }, { n: 3 }));
    expect(done.sort()).toEqual([1, 3]);
    expect(failures.map((f) => (f instanceof Error ? f.message : f))).toEqual([null, 'no', null]);
  });
});
