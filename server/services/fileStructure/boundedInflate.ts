// How many bytes zlib data inflates to, without ever holding more than a chunk of them: what an upload's
// streams decode to is counted against a cap before any decoder sees the file (issue 43, decompression bombs).
// Small data inflates at once; larger goes through zlib's thread pool in a stream, so the event loop stays free
// while up to the cap is inflated and thrown away.
import { createInflate, inflateSync } from 'node:zlib';

/** Output inflated in one synchronous call (about a millisecond of work); more goes to the stream. */
const AT_ONCE_BYTES = 256 * 1024;
const CHUNK_BYTES = 64 * 1024;

/** What `data` inflates to: its size (null beyond `cap`), and whether zlib reached its end without an error. */
export type Inflated = { size: number | null; complete: boolean };

/**
 * The inflated size of `data`, or null when it exceeds `cap`. Broken or truncated data counts what inflated
 * before the break (`complete: false`); bytes after the zlib data's end are not read.
 */
export async function inflatedSize(data: Uint8Array, cap: number): Promise<Inflated> {
  try {
    const size = inflateSync(data, { maxOutputLength: Math.max(1, Math.min(cap, AT_ONCE_BYTES)) }).length;
    return { size: size > cap ? null : size, complete: true };
  } catch (error) {
    // Beyond the cap already, or more than one call should do, or broken: the stream counts exactly.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' && cap <= AT_ONCE_BYTES)
      return { size: null, complete: false };
  }
  return countInflated(data, cap);
}

function countInflated(data: Uint8Array, cap: number): Promise<Inflated> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: CHUNK_BYTES });
    let total = 0;
    let settled = false;
    const settle = (result: Inflated) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) settle({ size: null, complete: false });
    });
    inflate.on('end', () => settle({ size: total, complete: true }));
    inflate.on('error', () => settle({ size: total, complete: false }));
    inflate.end(data);
  });
}
