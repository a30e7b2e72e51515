// The JavaScript each public page downloads on its first load, with raw and gzip sizes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closureFiles, htmlEntry, type Manifest } from '../../server/http/webManifest.ts';

/** The budget (#14): JavaScript of a first load, gzip, in kB of 1,000 bytes as Vite prints them. */
export const FIRST_LOAD_BUDGET_KB = 150;

/** The query cache's provider, loaded beside every screen that uses TanStack Query (web/lazyPage.tsx). */
const QUERY_SCOPE = 'api/QueryScope.tsx';

export interface FirstLoadPage {
  path: string;
  /** Manifest keys (sources relative to web/) loaded besides index.html: the route's lazy chunk(s). */
  chunks: string[];
}

/** The pages the budget is for, and the lazy chunks their route loads (web/routes.tsx). */
export const BUDGET_PAGES: FirstLoadPage[] = [
  { path: '/login', chunks: ['pages/login/LoginPage.tsx', QUERY_SCOPE] },
  { path: '/online-rezeption', chunks: ['pages/reception/home/ReceptionHomePage.tsx', QUERY_SCOPE] },
  { path: '/submission/{id}', chunks: ['pages/magicLink/MagicLinkPage.tsx'] },
];

/** Beyond the budget, shown for comparison: the anamnese wizard and the back office's first screen. */
export const OTHER_PAGES: FirstLoadPage[] = [
  { path: '/online-rezeption/anamnese', chunks: ['pages/reception/anamnese/AnamnesePage.tsx', QUERY_SCOPE] },
  {
    path: '/dashboard',
    chunks: ['pages/layout/AppLayout.tsx', QUERY_SCOPE, 'pages/dashboard/DashboardPage.tsx'],
  },
];

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
  const files = closureFiles(manifest, [htmlEntry(manifest), ...page.chunks]).map((file) => {
    const bytes = readFileSync(join(outDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (key: 'raw' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
  return { page, files, raw: sum('raw'), gzip: sum('gzip') };
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
