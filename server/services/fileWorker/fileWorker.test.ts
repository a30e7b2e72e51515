// The file worker's limits (issue 43): a job beyond its heap, its memory outside the heap or its time fails with
// FILE_TOO_COMPLEX and the next job gets a fresh worker; jobs run one at a time, and too many waiting are refused.
import { afterEach, describe, expect, it } from 'vitest';
import { pngBomb } from '../../test/fileBombs.ts';
import { noAnamnese, submissionDetail } from '../pdf/pdfTestData.ts';
import { readPdfText } from '../pdf/pdfTextForTests.ts';
import type { SubmissionPdfInput } from '../pdf/submissionPdf.ts';
import {
  createFileWorker,
  FILE_WORKER_LIMITS,
  type FileWorker,
  type FileWorkerLimits,
} from './fileWorker.ts';

const input = (prescription: SubmissionPdfInput['prescription'] = null): SubmissionPdfInput => ({
  detail: submissionDetail(),
  anamnese: noAnamnese,
  practiceName: 'Physio Süd',
  generatedAt: new Date('2026-12-02T08:00:00Z'),
  prescription,
});

let worker: FileWorker | undefined;
afterEach(() => worker?.close());
const start = (limits: Partial<FileWorkerLimits>) => {
  worker = createFileWorker({ ...FILE_WORKER_LIMITS, ...limits });
  return worker;
};

async function expectTooComplex(job: Promise<Buffer>) {
  await expect(job).rejects.toMatchObject({ id: 'FILE_TOO_COMPLEX', status: 422 });
}

describe('createFileWorker', () => {
  it('renders a submission PDF in its thread and hands the bytes back', async () => {
    const pdf = await start({}).run('submissionPdf', input());
    expect((await readPdfText(pdf)).text).toContain('Jürgen Weiß');
  });

  it('ends a job beyond its heap limit with FILE_TOO_COMPLEX, and its worker with it', async () => {
    // PDFKit, its fonts and the text shaping need more than 8 MB of heap.
    const small = start({ maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 1 });
    await expectTooComplex(small.run('submissionPdf', input()));
    expect(small.stats()).toMatchObject({ running: 0, started: false });
  });

  it('ends a job whose memory outside the heap grows beyond the limit', async () => {
    // 6,000 × 6,000 pixels pass the upload's limits; drawing them inflates 108 MB into a Buffer.
    const photo = pngBomb(6000, 6000);
    const watched = start({ maxExtraRssMb: 48 });
    await expectTooComplex(watched.run('submissionPdf', input({ bytes: photo })));
    const pdf = await watched.run('submissionPdf', input());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('ends a job beyond its time with FILE_TOO_COMPLEX', async () => {
    await expectTooComplex(start({ timeoutMs: 1 }).run('submissionPdf', input()));
  });

  it('runs one job at a time and refuses more than maxWaiting behind it with SERVER_BUSY', async () => {
    const queue = start({ maxWaiting: 2 });
    const jobs = [queue.run('submissionPdf', input()), queue.run('submissionPdf', input())];
    jobs.push(queue.run('submissionPdf', input()));
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2 });
    await expect(queue.run('submissionPdf', input())).rejects.toMatchObject({
      id: 'SERVER_BUSY',
      status: 503,
    });
    for (const pdf of await Promise.all(jobs)) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
