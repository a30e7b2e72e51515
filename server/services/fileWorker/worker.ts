// The file worker thread's entry (fileWorker.ts starts it: from the sources through tsxWorker.mjs, in the
// server bundle as dist/server/fileWorker.mjs). One job at a time: the main thread sends the next only after
// the answer. Its heap is capped by resourceLimits; what it holds outside the heap, and its time, the main
// thread watches.
import { parentPort } from 'node:worker_threads';
import type { FileJobAnswer, FileJobRequest } from './fileJobMessages.ts';
import { fileJobs } from './fileJobs.ts';

/** Structured cloning turns a Buffer into a plain Uint8Array; the renderers read Buffers. */
function withBuffers(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(withBuffers);
  if (value && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withBuffers(inner)]));
  }
  return value;
}

/** The bytes in an ArrayBuffer of their own, so it can be handed over instead of copied. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}

const port = parentPort!;
port.on('message', async ({ kind, input }: FileJobRequest) => {
  let answer: FileJobAnswer;
  try {
    const render = fileJobs[kind] as (input: unknown) => Promise<Uint8Array>;
    answer = { ok: true, bytes: ownBuffer(await render(withBuffers(input))) };
  } catch (error) {
    // The error's text only: no patient data is in a renderer's messages, and the input stays here.
    answer = { ok: false, message: error instanceof Error ? `${error.name}: ${error.message}` : 'unknown' };
  }
  port.postMessage(answer, answer.ok ? [answer.bytes.buffer as ArrayBuffer] : []);
});
