// The first load of the public pages carries no back office (issue #14), checked on a real build: Vite's
// manifest says which chunks a page loads, the bundler's output which of our modules each chunk holds.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PATH, SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from '../../common/sessionSignals.ts';
import { contentTypeOf } from '../../server/http/builtAssets.ts';
import { RECEPTION_SCHEMAS, routeHtml } from '../../server/http/routePreloads.ts';
import { registerStaticFiles } from '../../server/http/staticFiles.ts';
import { closureFiles, dynamicImportNamed, htmlEntry } from '../../server/http/webManifest.ts';
import { LoadingScreen } from '../../web/components/LoadingScreen.tsx';
import { buildWeb, type WebBuild } from './buildWeb.ts';
import { BUDGET_PAGES, type FirstLoadPage, OTHER_PAGES } from './firstLoad.ts';

const BACK_OFFICE = [
  'web/pages/admin/',
  'web/pages/dashboard/',
  'web/pages/submission/',
  'web/pages/membership/',
  'web/pages/blacklist/',
  'web/pages/layout/AppLayout.tsx',
];

let outDir: string;
let build: WebBuild;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'praxisdesk-chunks-'));
  build = await buildWeb(outDir);
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function pageFor(path: string): FirstLoadPage {
  const page = [...BUDGET_PAGES, ...OTHER_PAGES].find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Keine Seite ${path}`);
  return page;
}

/** Every module bundled into the chunks of a page's first load, relative to the project root. */
function firstLoadModules(page: FirstLoadPage): string[] {
  const files = closureFiles(build.manifest, [htmlEntry(build.manifest), ...page.chunks]);
  return files.flatMap((file) => {
    const modules = build.modulesByFile.get(file);
    if (!modules) throw new Error(`Keine Module für ${file}`);
    return modules;
  });
}

const backOfficeIn = (modules: string[]) =>
  modules.filter((module) => BACK_OFFICE.some((prefix) => module.startsWith(prefix)));

describe('first load of the public pages', () => {
  it('the reception carries its own pages and nothing of the back office or the administration', () => {
    const modules = firstLoadModules(pageFor('/online-rezeption'));
    expect(modules).toContain('web/pages/reception/home/ReceptionHomePage.tsx');
    expect(backOfficeIn(modules)).toEqual([]);
  });

  it('the reception downloads zod beside its scripts, but runs it only once it asked for the practice', () => {
    const zod = (modules: string[]) => modules.filter((module) => module.includes('node_modules/zod/'));
    for (const path of ['/online-rezeption', '/online-rezeption/anamnese']) {
      const page = pageFor(path);
      // Named in the page's HTML (the schema waits for nothing but the import)...
      expect(page.chunks).toContain(RECEPTION_SCHEMAS);
      expect(zod(firstLoadModules(page)).length).toBeGreaterThan(0);
      // ...but no module the page runs at once imports it: it runs beside the practice's request.
      const atOnce = { path, chunks: page.chunks.filter((key) => key !== RECEPTION_SCHEMAS) };
      expect(zod(firstLoadModules(atOnce))).toEqual([]);
    }
    // The check finds zod where it runs at once: the magic-link view parses its answer with it.
    expect(zod(firstLoadModules(pageFor('/submission/{id}'))).length).toBeGreaterThan(0);
  });

  it('the anamnese wizard neither', () => {
    const modules = firstLoadModules(pageFor('/online-rezeption/anamnese'));
    expect(modules).toContain('web/pages/reception/anamnese/AnamnesePage.tsx');
    expect(backOfficeIn(modules)).toEqual([]);
  });

  it('the login neither', () => {
    const modules = firstLoadModules(pageFor('/login'));
    expect(modules).toContain('web/pages/login/LoginPage.tsx');
    expect(backOfficeIn(modules)).toEqual([]);
  });

  it('the magic-link view takes the read-only detail, but no dashboard, administration or query cache', () => {
    const modules = firstLoadModules(pageFor('/submission/{id}'));
    expect(modules).toContain('web/pages/submission/DetailHeader.tsx');
    const forbidden = modules.filter(
      (module) =>
        module.startsWith('web/pages/admin/') ||
        module.startsWith('web/pages/dashboard/') ||
        module === 'web/pages/submission/SubmissionPage.tsx' ||
        module.includes('node_modules/@tanstack/'),
    );
    expect(forbidden).toEqual([]);
  });

  it("the dashboard's first load builds no schema it does not parse with at once", () => {
    // The detail's and the memberships' answer schemas were built in its first tasks for a query key, a
    // download helper and a constant.
    const modules = firstLoadModules(pageFor('/dashboard'));
    expect(modules).toContain('web/pages/dashboard/DashboardPage.tsx');
    expect(
      modules.filter((module) => /common\/schemas\/(submissionDetail|membership)\.ts$/.test(module)),
    ).toEqual([]);
  });

  it('the check sees the back office where it is: the dashboard loads it', () => {
    const modules = firstLoadModules(pageFor('/dashboard'));
    expect(backOfficeIn(modules)).toEqual(
      expect.arrayContaining(['web/pages/dashboard/DashboardPage.tsx', 'web/pages/layout/AppLayout.tsx']),
    );
  });

  it('a first load is a few files: the small shared chunks are copied into the chunks that use them', () => {
    // On a phone each file is a round trip more (Lighthouse simulates six connections); before the copying
    // these pages loaded 14 to 44 files, among them icons of 0.2 kB.
    for (const page of [...BUDGET_PAGES, ...OTHER_PAGES]) {
      const files = closureFiles(build.manifest, [htmlEntry(build.manifest), ...page.chunks]);
      expect(files.length, `${page.path}: ${files.join(', ')}`).toBeLessThanOrEqual(10);
    }
  });

  it('the administration and the Radix dialog are chunks of their own, loaded on demand', () => {
    const entryModules = firstLoadModules({ path: 'index.html', chunks: [] });
    expect(
      entryModules.filter((module) => module.includes('/pages/') || module.includes('@radix-ui')),
    ).toEqual(['web/pages/layout/RouteError.tsx']);
    expect(build.manifest['pages/admin/AdminPage.tsx']?.isDynamicEntry).toBe(true);
    expect(build.manifest['components/ModalDialog.tsx']?.isDynamicEntry).toBe(true);
    // The back office's mobile drawer too: the dashboard's first load carries no Radix.
    expect(build.manifest['pages/layout/MobileSidebar.tsx']?.isDynamicEntry).toBe(true);
    expect(firstLoadModules(pageFor('/dashboard')).filter((module) => module.includes('@radix-ui'))).toEqual(
      [],
    );
  });
});

describe('index.html names the chunks of the screen it opens (modulepreload)', () => {
  const linksIn = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1]!);
  const indexHtml = () => readFileSync(join(outDir, 'index.html'), 'utf8');

  it('every screen of the route table is in the build, and each address gets its own links', () => {
    const htmlFor = routeHtml(build.manifest, indexHtml());
    const login = linksIn(htmlFor('/login', false));
    expect(login).toContain(build.manifest['pages/login/LoginPage.tsx']!.file);
    expect(login).not.toContain(build.manifest['pages/dashboard/DashboardPage.tsx']!.file);
    const dashboard = linksIn(htmlFor('/dashboard', false));
    expect(dashboard).toEqual(
      expect.arrayContaining([
        build.manifest['pages/layout/AppLayout.tsx']!.file,
        build.manifest['pages/dashboard/DashboardPage.tsx']!.file,
      ]),
    );
    const magicLink = linksIn(htmlFor('/submission/0b7a3c52-1d2e-4f3a-9b8c-7d6e5f4a3b2c', false));
    expect(magicLink).toContain(build.manifest['pages/magicLink/MagicLinkPage.tsx']!.file);
    expect(linksIn(htmlFor('/gibt-es-nicht', false))).toEqual(linksIn(indexHtml()));
    // The reception's screens fetch the practice's configuration schema and zod beside the entry.
    const zodFile = Object.values(build.manifest).find((chunk) => chunk.name === 'zod')!.file;
    const schemaFile = build.manifest[RECEPTION_SCHEMAS]!.file;
    for (const path of ['/online-rezeption', '/online-rezeption/anamnese', '/online-rezeption/fragen'])
      expect(linksIn(htmlFor(path, false))).toEqual(expect.arrayContaining([schemaFile, zodFile]));
    expect(login).not.toContain(zodFile);
  });

  it('the server has a content type for every file the build writes into assets/', () => {
    const served = readdirSync(join(outDir, 'assets')).filter((name) => !/\.(br|gz)$/.test(name));
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((name) => !contentTypeOf(name))).toEqual([]);
  });

  it('the server sends them, for the address without its query', async () => {
    const app = Fastify();
    await registerStaticFiles(app, outDir);
    const page = await app.inject({ url: '/online-rezeption/anamnese?tenant=demo' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(linksIn(page.body)).toContain(build.manifest['pages/reception/anamnese/AnamnesePage.tsx']!.file);
    // The session preload follows the browser's signed-in hint cookie, by the rule the page probes with; the
    // answer says it varies by cookie, so no cache hands a signed-in page to anyone else.
    const dashboard = (cookie?: string) =>
      app.inject({ url: '/dashboard', headers: cookie ? { cookie } : {} });
    const signedIn = await dashboard(`theme=dark; ${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`);
    expect(preloads(signedIn.body)).toEqual([SESSION_PATH]);
    expect(signedIn.headers.vary).toBe('Cookie');
    expect(preloads((await dashboard()).body)).toEqual([]);
    expect(preloads((await dashboard(`${SIGNED_IN_HINT_COOKIE}=0`)).body)).toEqual([]);
    await app.close();
  });

  it("a reception screen also names its practice's request, from the address's own ?tenant", () => {
    const htmlFor = routeHtml(build.manifest, indexHtml());
    expect(preloads(htmlFor('/online-rezeption?tenant=physio-mitte', false))).toEqual([
      '/api/public/tenant?tenant=physio-mitte',
    ]);
    expect(preloads(htmlFor('/online-rezeption/anamnese?tenantId=physio-mitte&x=1', false))).toEqual([
      '/api/public/tenant?tenant=physio-mitte',
    ]);
    // Resolved by host or DEFAULT_TENANT on the server, as the page's own request is.
    expect(preloads(htmlFor('/online-rezeption/fragen', false))).toEqual(['/api/public/tenant']);
    // A hostile slug stays inside the attribute, percent-encoded.
    const hostile = htmlFor('/online-rezeption?tenant=%22%3E%3Cscript%3Ealert(1)%3C/script%3E', false);
    expect(preloads(hostile)).toEqual([
      '/api/public/tenant?tenant=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E',
    ]);
    expect(hostile).not.toContain('<script>alert');
    expect(preloads(htmlFor('/login', false))).toEqual([]);
    expect(preloads(htmlFor('/online-rezeptionen', false))).toEqual([]);
  });

  it('a back-office screen names the session probe and its schema when the browser says it is signed in', () => {
    const htmlFor = routeHtml(build.manifest, indexHtml());
    for (const path of ['/dashboard', '/submissions/5eed0000-0000-4000-8000-000000000001', '/admin']) {
      expect(preloads(htmlFor(path, true))).toEqual([SESSION_PATH]);
      // Without the hint the frame asks nothing (it goes to the login screen), so the page names nothing.
      expect(preloads(htmlFor(path, false))).toEqual([]);
      const sessionChunk =
        build.manifest[dynamicImportNamed(build.manifest, 'pages/layout/AppLayout.tsx', 'session')]!;
      expect(linksIn(htmlFor(path, false))).toEqual(
        expect.arrayContaining([
          sessionChunk.file,
          build.manifest[sessionChunk.imports!.find((k) => k.includes('zod'))!]!.file,
        ]),
      );
    }
    expect(preloads(htmlFor('/login', true))).toEqual([]);
    expect(preloads(htmlFor('/online-rezeption?tenant=physio-mitte', true))).toEqual([
      '/api/public/tenant?tenant=physio-mitte',
    ]);
  });
});

/** The addresses a page's HTML names as fetch preloads. */
function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map(
    (m) => m[1]!,
  );
}

it('the page paints the loading screen before any script ran: the markup of LoadingScreen', () => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  expect(html).toContain(`<div id="root">${renderToStaticMarkup(createElement(LoadingScreen))}</div>`);
});
