// One HTTP POST to a receiver, at the address checked before (the `lookup` option hands it to the socket, so
// no second DNS answer is used; TLS still checks the certificate against the host name). No redirects, a 15 s
// limit for the whole exchange, and at most 1 kB of the answer read and thrown away: the receiver's text is
// neither stored nor logged.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export const WEBHOOK_TIMEOUT_MS = 15_000;
const RESPONSE_READ_LIMIT = 1024;

export type PostResult =
  | { ok: true; status: number; retryAfter: string | undefined }
  | { ok: false; error: 'timeout' | 'network' };

export type PostTarget = { url: URL; address: string; family: 4 | 6 };

export function postWebhook(
  target: PostTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
      request.destroy();
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        const result: PostResult = {
          ok: true,
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
        };
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read >= RESPONSE_READ_LIMIT) finish(result);
        });
        response.on('end', () => finish(result));
        response.on('error', () => finish(result));
        response.on('close', () => finish(result));
      },
    );
    const timer = setTimeout(() => finish({ ok: false, error: 'timeout' }), timeoutMs);
    request.on('error', () => finish({ ok: false, error: 'network' }));
    request.end(body);
  });
}
