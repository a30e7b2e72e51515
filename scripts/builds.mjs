// The builds `npm start` and `npm run cli` run from: the web app (vite), the server (with its file worker's
// thread beside it) and the CLI (one esbuild bundle each, so production does not run through the TypeScript
// loader: ~40 MB less memory and a faster start). Each is rebuilt only when a source is newer than its output.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const SERVER_ENTRY = 'dist/server/main.mjs';
/** The file worker's thread (server/services/fileWorker/fileWorker.ts): beside main.mjs, where it looks. */
const FILE_WORKER_ENTRY = 'dist/server/fileWorker.mjs';
export const CLI_ENTRY = 'dist/server/cli.mjs';
const WEB_ENTRY = 'dist/web/index.html';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const isCurrent = (built, sources) =>
  existsSync(built) && sources.every((source) => newestMtime(source) <= statSync(built).mtimeMs);

export function ensureWebBuilt() {
  if (isCurrent(WEB_ENTRY, ['web', 'common', 'vite.config.ts', 'package-lock.json'])) return;
  // Vite lists every file it wrote (~50 lines above the start banner): shown only when the build fails.
  console.log('Web-App wird gebaut (beim ersten Start und nach Änderungen, einige Sekunden) …');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('Die Web-App konnte nicht gebaut werden (Ausgabe oben).');
    process.exit(build.status ?? 1);
  }
}

const SERVER_SOURCES = ['server', 'common', 'package-lock.json'];

/** One bundle of a server entry point; packages stay external (node_modules is there at run time). */
async function bundle(entryPoint, outfile) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    write: false,
  });
  // Written beside and renamed: a process that starts the bundle meanwhile (test steps run side by side, each
  // making sure of the bundle) reads the old file or the new one, never half of one.
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

export async function ensureServerBuilt() {
  if (isCurrent(SERVER_ENTRY, SERVER_SOURCES) && isCurrent(FILE_WORKER_ENTRY, SERVER_SOURCES)) return;
  // The worker first: a server that starts meanwhile finds the worker its bundle expects.
  await bundle('server/services/fileWorker/worker.ts', FILE_WORKER_ENTRY);
  await bundle('server/main.ts', SERVER_ENTRY);
}

/** The CLI (`npm run cli`) from a bundle too: a command starts in ~0.3 s instead of ~1.5 s through tsx. */
export async function ensureCliBuilt() {
  if (!isCurrent(CLI_ENTRY, SERVER_SOURCES)) await bundle('server/cli/main.ts', CLI_ENTRY);
}

/**
 * How the built server is started (npm start, and the ingest bench that measures it). The heap is capped:
 * left alone, V8 on a large machine lets garbage pile up under load (560 MB resident in bench:ingest, 208 MB
 * with the cap, at the same throughput). WASM memory of the embedded database is outside this limit.
 * `--liftoff-only`: V8 keeps the embedded database's WebAssembly in its baseline compilation instead of also
 * compiling hot functions again optimised (~45 MB less resident; PGlite's time goes to the round trips, not its
 * code: no throughput difference beyond bench:ingest's noise). Young generation 2 MB per semi-space instead of
 * 16: ~25 MB less after the start (16 → 4), and 5–6 MB less peak under load (4 → 2), same throughput.
 */
export const serverArgs = [
  '--enable-source-maps',
  '--max-old-space-size=200',
  '--liftoff-only',
  '--max-semi-space-size=2',
  SERVER_ENTRY,
];
