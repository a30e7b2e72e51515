// The JavaScript each public page downloads on its first load, with raw and gzip sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenKeys, withSessionSchema } from '../../server/http/routePreloads.ts';
import { closureFiles, htmlEntry, type Manifest } from '../../server/http/webManifest.ts';

/** The budget (#14): JavaScript of a first load, gzip, in kB of 1,000 bytes as Vite prints them. */
export const FIRST_LOAD_BUDGET_KB = 150;

export interface FirstLoadPage {
  path: string;
  /** Manifest keys (sources relative to web/) fetched besides index.html: what the server's page names. */
  chunks: readonly string[];
}

/** A page as the server sends it: its HTML names its screen's chunks (server/http/routePreloads.ts). */
const page = (path: string): FirstLoadPage => ({ path, chunks: screenKeys(path) });

/** The pages the budget is for. */
export const BUDGET_PAGES: FirstLoadPage[] = ['/login', '/online-rezeption', '/submission/{id}'].map(page);

/** Beyond the budget, shown for comparison: the anamnese wizard and the back office's first screen. */
export const OTHER_PAGES: FirstLoadPage[] = ['/online-rezeption/anamnese', '/dashboard'].map(page);

export interface FileSize {
  file: string;
  raw: number;
  /** gzip level 9, as scripts/precompress.mjs writes the .gz the server sends. */
  gzip: number;
}

export interface FirstLoad {
  page: FirstLoadPage;
  files: FileSize[];
  raw: number;
  gzip: number;
}

/** The JavaScript files of a page's first load and their sizes, from the build in `outDir`. */
export function firstLoad(outDir: string, manifest: Manifest, page: FirstLoadPage): FirstLoad {
  const chunks = withSessionSchema(manifest, page.chunks);
  const files = closureFiles(manifest, [htmlEntry(manifest), ...chunks]).map((file) => {
    const bytes = readFileSync(join(outDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (key: 'raw' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
  return { page, files, raw: sum('raw'), gzip: sum('gzip') };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
