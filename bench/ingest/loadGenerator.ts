// A closed-loop load generator as patients' browsers behave: `clients` each send the next request when the
// previous answer arrived, over a keep-alive connection that is closed after `requestsPerConnection` requests;
// each new connection comes from the next loopback address (127.x.y.z: Linux routes all of 127/8 to lo), so
// the server sees many senders, none of which exceeds the per-address limit. With several servers, each new
// connection goes to the next one (instances behind a load balancer). Requests in flight at the end
// are awaited, so every request sent is counted in its answer class (the row check relies on that).
import http from 'node:http';

export type LoadResult = {
  /** 2xx answers, including the warm-up's. */
  accepted: number;
  /** 2xx answers in the measured window (after the warm-up). */
  measured: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** p99 of the first request on each new connection, and of the requests that reuse one. */
  p99FirstOnConnection: number;
  p99Reused: number;
  /** p99 of the TCP handshake of new connections (until the socket's 'connect'). */
  p99Connect: number;
  statuses: Record<number, number>;
  /** performance.now() when the last answer arrived. */
  endedAt: number;
  /** Addresses used up (the next run continues after them). */
  addresses: number;
};

/** The n-th sender address: 127.1.0.1 … 127.254.254.254, never a .0 or .255 octet. */
export function loopbackAddress(n: number): string {
  const d = (n % 254) + 1;
  const c = (Math.floor(n / 254) % 254) + 1;
  const b = (Math.floor(n / (254 * 254)) % 254) + 1;
  return `127.${b}.${c}.${d}`;
}

function post(
  agent: http.Agent,
  url: URL,
  localAddress: string,
  body: string,
  headers: Record<string, string>,
  onConnect?: (ms: number) => void,
) {
  const t0 = performance.now();
  return new Promise<number>((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        localAddress,
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    if (onConnect)
      request.on('socket', (socket) => socket.once('connect', () => onConnect(performance.now() - t0)));
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

export async function runLoad(options: {
  urls: string[];
  clients: number;
  seconds: number;
  warmupSeconds: number;
  requestsPerConnection: number;
  /** The first sender address number; runs against the same database continue where the last one ended. */
  firstAddress: number;
  body: (n: number) => string;
  headers: Record<string, string>;
}): Promise<LoadResult> {
  const urls = options.urls.map((u) => new URL(u));
  const latencies: number[] = [];
  const firstOnConnection: number[] = [];
  const reused: number[] = [];
  const connects: number[] = [];
  const statuses: Record<number, number> = {};
  let accepted = 0;
  let measured = 0;
  let requestNumber = 0;
  let nextAddress = options.firstAddress;
  const started = performance.now();
  const measureFrom = started + options.warmupSeconds * 1000;
  const end = measureFrom + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      while (performance.now() < end) {
        const url = urls[nextAddress % urls.length]!;
        const address = loopbackAddress(nextAddress++);
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        for (let i = 0; i < options.requestsPerConnection && performance.now() < end; i++) {
          const t0 = performance.now();
          const onConnect = i === 0 && t0 >= measureFrom ? (ms: number) => connects.push(ms) : undefined;
          const status = await post(
            agent,
            url,
            address,
            options.body(requestNumber++),
            options.headers,
            onConnect,
          );
          const ok = status >= 200 && status < 300;
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (ok) accepted++;
          if (t0 >= measureFrom) {
            const latency = performance.now() - t0;
            latencies.push(latency);
            (i === 0 ? firstOnConnection : reused).push(latency);
            if (ok) measured++;
          }
        }
        agent.destroy();
      }
    }),
  );
  const endedAt = performance.now();
  for (const list of [latencies, firstOnConnection, reused, connects]) list.sort((a, b) => a - b);
  const pick = (q: number, sorted = latencies) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10
      : Number.NaN;
  return {
    accepted,
    measured,
    perSecond: measured / ((endedAt - measureFrom) / 1000),
    p50: pick(0.5),
    p99: pick(0.99),
    p99FirstOnConnection: pick(0.99, firstOnConnection),
    p99Reused: pick(0.99, reused),
    p99Connect: pick(0.99, connects),
    statuses,
    endedAt,
    addresses: nextAddress - options.firstAddress,
  };
}
