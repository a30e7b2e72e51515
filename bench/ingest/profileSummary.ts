// Summarises a V8 .cpuprofile (node --cpu-prof): self time by area (package, server folder, node internals,
// GC/idle), the share of samples with an area anywhere on the stack, self time by function, and inclusive time
// of our own functions. Samples before the first request handler ran (startup, migrations, model seeding) are
// left out, so the figures are those of the load.
//   npx tsx bench/ingest/profileSummary.ts <file.cpuprofile> [--top 25] [--all]
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Where a frame's code lives: a package, a folder of ours, a node internal module, or V8's own bucket. */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const path = url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1]!;
  if (path.startsWith('node:')) return path.split('/').slice(0, 2).join('/');
  const ours = /\/(server|common|bench)\/(.*)\/[^/]+$/.exec(path);
  if (ours) return `${ours[1]}/${ours[2]!.split('/').slice(0, 2).join('/')}`;
  const file = /\/(server|common|bench)\/([^/]+)$/.exec(path);
  return file ? `${file[1]}/${file[2]}` : path;
}

function shortUrl(url: string) {
  return url
    .replace(/^file:\/\/.*?\/(node_modules|server|common|bench)\//, '$1/')
    .replace(/^node_modules\//, '');
}

/** Requests start being served here: samples before the first one with this frame are startup. */
const FIRST_REQUEST = /\/server\/routes\/functions\/submitForm\.ts$/;

/**
 * The server runs as one bundle (scripts/builds.mjs): its frames are mapped back to the source files through the
 * bundle's source map, so the areas are server/… and common/… folders again.
 */
function mapToSources(profile: CpuProfile) {
  const maps = new Map<string, SourceMap | null>();
  const mapFor = (url: string) => {
    if (!maps.has(url)) {
      const path = url.startsWith('file://') ? fileURLToPath(url) : url;
      const mapFile = `${path}.map`;
      maps.set(
        url,
        url.endsWith('.mjs') && existsSync(mapFile)
          ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')))
          : null,
      );
    }
    return maps.get(url)!;
  };
  for (const node of profile.nodes) {
    const frame = node.callFrame;
    const map = frame.url ? mapFor(frame.url) : null;
    if (!map) continue;
    const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as {
      originalSource?: string;
      originalLine?: number;
    };
    if (!entry.originalSource) continue;
    const bundleDir = dirname(fileURLToPath(frame.url));
    frame.url = `file://${resolve(bundleDir, entry.originalSource.replace(/^file:\/\//, ''))}`;
    frame.lineNumber = entry.originalLine ?? frame.lineNumber;
  }
}

export function summariseProfile(file: string, top = 25, options: { includeStartup?: boolean } = {}): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  mapToSources(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackHas = (id: number, pattern: RegExp) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (pattern.test(byId.get(at)!.callFrame.url)) return true;
    return false;
  };
  const first = options.includeStartup ? 0 : profile.samples.findIndex((id) => stackHas(id, FIRST_REQUEST));
  const selfUs = new Map<number, number>();
  // timeDeltas[i + 1] is the time until the next sample: the time spent where sample i was taken.
  for (let i = Math.max(0, first); i < profile.samples.length; i++) {
    const us = profile.timeDeltas[i + 1] ?? 0;
    selfUs.set(profile.samples[i]!, (selfUs.get(profile.samples[i]!) ?? 0) + us);
  }
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const idle = [...selfUs].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)');
  const idleUs = idle.reduce((a, [, us]) => a + us, 0);
  const busy = total - idleUs;

  const add = (map: Map<string, number>, key: string, us: number) => map.set(key, (map.get(key) ?? 0) + us);
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const onStack = new Map<string, number>();
  const keyOf = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'}  ${shortUrl(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    add(areas, areaOf(node.callFrame.url, node.callFrame.functionName), us);
    add(functions, keyOf(node), us);
    if (node.callFrame.functionName === '(idle)') continue;
    // Inclusive: every distinct function of ours on the stack gets this sample once.
    const seen = new Set<string>();
    const areasSeen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!;
      const area = areaOf(frame.callFrame.url, frame.callFrame.functionName);
      if (!areasSeen.has(area) && !area.startsWith('(')) {
        areasSeen.add(area);
        add(onStack, area, us);
      }
      if (!/\/(server|common)\//.test(frame.callFrame.url)) continue;
      const key = keyOf(frame);
      if (!seen.has(key)) {
        seen.add(key);
        add(inclusive, key, us);
      }
    }
  }
  const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
  const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;
  const table = (title: string, map: Map<string, number>, n: number) => [
    title,
    ...[...map]
      .filter(([key]) => !key.startsWith('(idle)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, us]) => `  ${ms(us)} ${pct(us)}  ${key}`),
  ];
  return [
    `${file}: ${(total / 1e6).toFixed(1)} s sampled${first > 0 ? ' from the first request on' : ''}, ${(busy / 1e6).toFixed(1)} s busy (${((busy / total) * 100).toFixed(0)} %), percentages of busy time`,
    ...table('Self time by area:', areas, top),
    ...table('Samples with the area anywhere on the stack (inclusive):', onStack, top),
    ...table('Self time by function:', functions, top),
    ...table('Inclusive time of server/ and common/ functions:', inclusive, top),
  ].join('\n');
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const { values, positionals } = parseArgs({
    options: { top: { type: 'string', default: '25' }, all: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  for (const file of positionals)
    console.log(summariseProfile(file, Number(values.top), { includeStartup: values.all }));
}
