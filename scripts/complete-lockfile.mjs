// This machine's npm registry mirror holds only the linux-x64 builds of platform-specific packages (biome,
// tailwind oxide, rolldown, lightningcss, …); `npm install` then leaves the other platforms out of
// package-lock.json and `npm ci` refuses the lockfile as out of sync. This adds the missing optional entries
// with the os/cpu/libc read from the package name, so npm ci skips them on this platform, as it would with a
// complete lockfile. Run after every `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['x64', 'arm64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32'];
const PLATFORM_WORDS = { win32: 'win32', windows: 'win32', macos: 'darwin', x86_64: 'x64', aarch64: 'arm64' };

function platformOf(name) {
  const words = name
    .split('/')
    .pop()
    .split(/[-.]/)
    .map((w) => PLATFORM_WORDS[w] ?? w);
  const os = words.filter((w) => OS.includes(w));
  const cpu = words.filter((w) => CPU.includes(w));
  const entry = {};
  if (os.length) entry.os = os;
  if (cpu.length) entry.cpu = cpu;
  if (words.includes('musl')) entry.libc = ['musl'];
  else if (os.includes('linux') && (words.includes('gnu') || words.includes('gnueabihf')))
    entry.libc = ['glibc'];
  return os.length || cpu.length ? entry : null;
}

const path = 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8'));
let added = 0;
for (const [location, pkg] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[`node_modules/${name}`] = {
      version: String(range).replace(/^[\^~=]/, ''),
      optional: true,
      ...platform,
    };
    added++;
  }
}
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} fehlende Plattform-Pakete ergänzt`);
