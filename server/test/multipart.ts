// A multipart/form-data body for app.inject, as a browser's FormData would send it.
import { PNG_OVERHEAD, pngChunk, pngImage } from './files.ts';

export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const boundary = `----praxisdesk${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A real PNG of `size` bytes (a small grey image and a private chunk of padding), or larger when `fill`,
 * which goes into that chunk whole, needs more room: the upload check reads the structure, not just the
 * signature.
 */
export const pngBytes = (size = 1024, fill?: Buffer) => {
  const room = Math.max(size - PNG_OVERHEAD, fill?.length ?? 0);
  const padding = Buffer.alloc(room, 7);
  fill?.copy(padding);
  return pngImage({ extra: [pngChunk('prVt', padding)] });
};
