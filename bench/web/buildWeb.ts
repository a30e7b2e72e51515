// Builds the web app with Vite's API into a directory of the caller's choice and reports what went where.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import type { Manifest } from '../../server/http/webManifest.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface WebBuild {
  outDir: string;
  manifest: Manifest;
  /** Output file (as in the manifest) → the source modules bundled into it, relative to the project root. */
  modulesByFile: Map<string, string[]>;
}

/** The project's own vite.config.ts, written to `outDir` (an absolute path), quietly. */
export async function buildWeb(outDir: string): Promise<WebBuild> {
  // Vite keeps a NODE_ENV it finds (vitest sets "test"), which would build React's development files.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const result = await build({
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const modulesByFile = new Map<string, string[]>();
  for (const output of outputs.flatMap((o) => o.output)) {
    if (output.type !== 'chunk') continue;
    modulesByFile.set(
      output.fileName,
      output.moduleIds.map((id) => (id.startsWith(ROOT) ? id.slice(ROOT.length) : id)),
    );
  }
  return { outDir, manifest: readManifest(outDir), modulesByFile };
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
