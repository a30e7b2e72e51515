// A closed-loop load generator: `connections` keep-alive connections each send the next request as soon as
// the previous answer arrived, until the time is up; requests in flight are awaited, so every request sent
// is counted in its answer class (the row check relies on that).
import http from 'node:http';

export type LoadResult = {
  accepted: number;
  rejected: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<number, number>;
};

function post(agent: http.Agent, url: URL, body: string, headers: Record<string, string>) {
  return new Promise<number>((resolve) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

export async function runLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  body: string;
  headers: (n: number) => Record<string, string>;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const url = new URL(options.url);
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let n = 0;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await post(agent, url, options.body, options.headers(n++));
        latencies.push(performance.now() - t0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! * 10) / 10;
  const accepted = Object.entries(statuses).reduce(
    (sum, [s, c]) => (Number(s) >= 200 && Number(s) < 300 ? sum + c : sum),
    0,
  );
  return {
    accepted,
    rejected: latencies.length - accepted,
    perSecond: accepted / elapsed,
    p50: pick(0.5),
    p99: pick(0.99),
    statuses,
  };
}
