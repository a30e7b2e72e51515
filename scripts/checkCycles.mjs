// Fails when any source file imports itself round a cycle, or when server code below the routes imports a route
// file (routes speak HTTP and sit on top; reads live in server/queries, writes in server/commands; issue 44). A
// cycle: type-only imports included: a cycle decides which
// module's top level runs first (a value read before its module ran is undefined), and even a type-only one
// tangles who owns what. Uses dpdm's API rather than its CLI: same analysis (without -T, so types count), no
// spinner or tree to hide, and the number of files comes with it.
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const GLOBS = [
  'server/**/*.ts',
  'common/**/*.ts',
  'web/**/*.tsx',
  'web/**/*.ts',
  'scripts/**/*.mjs',
  'e2e/**/*.ts',
  'bench/**/*.ts',
];

const root = fileURLToPath(new URL('..', import.meta.url));
let files = 0;
const tree = await parseDependencyTree(GLOBS, {
  cwd: root,
  context: root,
  transform: false,
  onProgress: (event) => {
    if (event === 'start') files++;
  },
});
const cycles = parseCircular(tree);

if (files === 0) {
  // A glob that matches nothing would otherwise pass as "no cycles".
  console.error('Keine Dateien gefunden: die Muster in scripts/checkCycles.mjs passen nicht mehr.');
  process.exit(1);
}
// Above the routes: the routes themselves, the app that mounts them, tests and their helpers, and everything
// outside server/ (e2e, bench and scripts drive the whole server).
const aboveRoutes = (file) =>
  !file.startsWith('server/') ||
  file.startsWith('server/routes/') ||
  file.startsWith('server/test/') ||
  file === 'server/app.ts' ||
  file.endsWith('.test.ts');
const upward = Object.entries(tree).flatMap(([file, dependencies]) =>
  aboveRoutes(file)
    ? []
    : (dependencies ?? [])
        .filter((dependency) => dependency.id?.startsWith('server/routes/'))
        .map((dependency) => `${file} -> ${dependency.id}`),
);
if (upward.length > 0) {
  console.error(`Unterhalb der Routen importiert Code aus server/routes/ (${upward.length}):`);
  for (const line of upward) console.error(`  ${line}`);
  process.exit(1);
}

if (cycles.length === 0) {
  console.log(`Keine Importzyklen in ${files} Dateien.`);
} else {
  console.error(
    `${cycles.length === 1 ? 'Ein Importzyklus' : `${cycles.length} Importzyklen`} in ${files} Dateien:`,
  );
  cycles.forEach((cycle, i) => {
    console.error(`  ${i + 1}) ${[...cycle, cycle[0]].join(' -> ')}`);
  });
  process.exit(1);
}
