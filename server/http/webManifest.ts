// What a page's first load downloads, read from Vite's build manifest (dist/web/.vite/manifest.json): used by
// the server (modulepreload links per route, routePreloads.ts) and by bench/web (budgets, chunk test).

/** One entry of Vite's manifest: a chunk (or asset) keyed by its source path or by `_<name>` for shared ones. */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest keys a browser loads for `starts` (the HTML entry and the page's lazily loaded chunk): each
 * start and everything reachable through static imports. Dynamic imports are not followed: they load only
 * when their route is opened. Throws on a key the manifest does not have, so a renamed page fails loudly.
 */
export function staticClosure(manifest: Manifest, starts: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest hat keinen Eintrag "${key}"`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** The JavaScript files of those keys (paths inside the build directory), in a stable order. */
export function closureFiles(manifest: Manifest, starts: readonly string[]): string[] {
  return staticClosure(manifest, starts)
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .sort();
}

/** The CSS files those chunks bring along. */
export function closureCss(manifest: Manifest, starts: readonly string[]): string[] {
  const css = staticClosure(manifest, starts).flatMap((key) => manifest[key].css ?? []);
  return [...new Set(css)].sort();
}

/** The manifest's entry (index.html), the start of every page's first load. */
export function htmlEntry(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`Erwartet genau einen Einstiegspunkt, gefunden: ${entries.length}`);
  return entries[0][0];
}

/**
 * The key of the chunk named `name` among `importer`'s dynamic imports: a module shared by several chunks is
 * keyed by its hashed file name, so it is found through a chunk that imports it. Throws when there is none.
 */
export function dynamicImportNamed(manifest: Manifest, importer: string, name: string): string {
  const key = manifest[importer]?.dynamicImports?.find((candidate) => manifest[candidate]?.name === name);
  if (!key) throw new Error(`Manifest: "${importer}" lädt keinen Chunk "${name}" nach`);
  return key;
}
