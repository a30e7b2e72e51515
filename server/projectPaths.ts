// Files the server reads at run time (migrations, the spam seed corpus, the built web app), found from the
// project root. The root is the nearest folder with package.json above this module, which holds both for the
// sources (server/…) and for the bundle `npm start` runs (dist/server/main.mjs, scripts/builds.mjs).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`package.json not found above ${from}`);
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

export const projectPath = (...parts: string[]) => join(projectRoot, ...parts);
