// bench/fileBombs (issue 43, finding 1): the production server (the bundle `npm start` runs) on a fresh
// PostgreSQL database, with the review's two decompression bombs stored as an older install took them (a PDF
// whose object stream inflates to 10⁹ bytes, a PNG of 10,000 × 10,000 pixels). Each is exported ("PDF") while
// /healthz is asked every 20 ms and submitForm every 100 ms, one after the other; printed: their latencies
// (p50/p99/max) beside the idle floor, the export's time and answer, and the server's resident memory.
// Not part of npm test.   npm run bench:file-bombs
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { servicesFor } from '../../server/boot.ts';
import { createTenant } from '../../server/commands/createTenant.ts';
import { createUser } from '../../server/commands/createUser.ts';
import { connectDatabase } from '../../server/db/connect.ts';
import { pdfBomb, pngBomb, storeAsOlderInstall } from '../../server/test/fileBombs.ts';
import { withFreshPostgres } from '../freshPostgres.ts';
import { patientRequest } from '../ingest/patientTexts.ts';
import { BENCH_ENCRYPTION_KEY, productionEnv, startProductionServer } from '../ingest/servers.ts';

const STAFF = { email: 'bombs@praxis-bench.test', password: 'Bench-Passwort-Bomben-1' };
const IDLE_MS = 3000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN) / 1024;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
  const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
  return `p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (n=${sorted.length})`;
}

await withFreshPostgres('filebombs', async (url) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProductionServer({ env: productionEnv({ DATABASE_URL: url }), port });
  const database = await connectDatabase({ databaseUrl: url, poolSize: 2 });
  try {
    const services = await servicesFor(database, Buffer.from(BENCH_ENCRYPTION_KEY, 'hex'));
    const tenant = await createTenant(
      database.db,
      services.crypto,
      { slug: 'bomben', name: 'Praxis Bombe' },
      { kind: 'system' },
    );
    await createUser(
      database.db,
      { ...STAFF, fullName: 'Bench', role: 'user', tenantSlugs: ['bomben'] },
      { kind: 'system' },
    );
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    });
    const cookie = /pd_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
    if (!cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);

    let requestNumber = 0;
    const submitForm = async () => {
      const n = requestNumber++;
      const response = await fetch(`${base}/functions/v1/submitForm`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          apikey: services.anonKey,
          // One address per request: the per-address limit is not what is measured.
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          tenantId: 'bomben',
          formData: { ...patientRequest(n), type: 'prescription' },
        }),
      });
      if (!response.ok) throw new Error(`submitForm: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { submissionId: string }).submissionId;
    };

    /** /healthz every 20 ms and submitForm every 100 ms (each after the last answered) until `work` ends. */
    async function measured<T>(work: () => Promise<T>) {
      const health: number[] = [];
      const submits: number[] = [];
      let peakRss = rssMb(server.pid);
      let done = false;
      const loop = async (every: number, call: () => Promise<unknown>, into: number[]) => {
        while (!done) {
          const t0 = performance.now();
          await call();
          into.push(performance.now() - t0);
          await new Promise((resolve) => setTimeout(resolve, every));
        }
      };
      const rss = setInterval(() => {
        peakRss = Math.max(peakRss, rssMb(server.pid));
      }, 50);
      const loops = [
        loop(20, () => fetch(`${base}/healthz`).then((r) => r.text()), health),
        loop(100, submitForm, submits),
      ];
      const t0 = performance.now();
      const result = await work();
      const ms = performance.now() - t0;
      done = true;
      await Promise.all(loops);
      clearInterval(rss);
      return { result, ms, health, submits, peakRss };
    }

    const bombs = [
      { label: 'PDF, /ObjStm → 10⁹ bytes', name: 'rezept.pdf', type: 'application/pdf', bytes: pdfBomb(1e9) },
      {
        label: 'PNG, 10,000 × 10,000 px',
        name: 'rezept.png',
        type: 'image/png',
        bytes: pngBomb(10_000, 10_000),
      },
    ];
    const ids: string[] = [];
    for (const bomb of bombs) {
      const submissionId = await submitForm();
      await storeAsOlderInstall(
        { db: database.db, crypto: services.crypto },
        { submissionId, tenantUuid: tenant.id },
        bomb,
      );
      ids.push(submissionId);
    }
    // One ordinary export first: the file worker starts and loads PDFKit as on any first PDF.
    const warm = await fetch(`${base}/api/submissions/${await submitForm()}/pdf`, { headers: { cookie } });
    await warm.arrayBuffer();

    const idle = await measured(() => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    console.log(
      `Node ${process.version}, server bundle on PostgreSQL, started at ${server.startRssMb.toFixed(0)} MB RSS`,
    );
    console.log(
      `idle (${IDLE_MS / 1000} s): /healthz ${summary(idle.health)}; submitForm ${summary(idle.submits)}`,
    );
    for (const [i, bomb] of bombs.entries()) {
      const before = rssMb(server.pid);
      const run = await measured(async () => {
        const response = await fetch(`${base}/api/submissions/${ids[i]}/pdf`, { headers: { cookie } });
        const body = Buffer.from(await response.arrayBuffer());
        return response.ok
          ? `${response.status}, ${(body.length / 1024).toFixed(0)} KB`
          : `${response.status} ${body}`;
      });
      console.log(
        `\n${bomb.label} (${(bomb.bytes.length / 1_048_576).toFixed(2)} MB): export ${run.ms.toFixed(0)} ms → ${run.result}`,
      );
      console.log(`  /healthz ${summary(run.health)}`);
      console.log(`  submitForm ${summary(run.submits)}`);
      console.log(
        `  RSS ${before.toFixed(0)} MB before, peak ${run.peakRss.toFixed(0)} MB, after ${rssMb(server.pid).toFixed(0)} MB`,
      );
    }
    const both = await measured(async () => {
      const response = await fetch(`${base}/api/submissions/${ids[0]}/data-export?ids=${ids[1]}`, {
        headers: { cookie },
      });
      await response.arrayBuffer();
      return String(response.status);
    });
    console.log(`\nDatenauskunft of both: ${both.ms.toFixed(0)} ms → ${both.result}`);
    console.log(
      `  /healthz ${summary(both.health)}; submitForm ${summary(both.submits)}; RSS peak ${both.peakRss.toFixed(0)} MB`,
    );
  } finally {
    await database.close();
    await server.stop();
  }
});
