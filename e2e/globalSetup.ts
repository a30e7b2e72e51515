// Once per browser-test run: the server bundle `npm start` runs (scripts/builds.mjs), and one seeded DATA_DIR
// that every server of the run starts from a copy of (e2e/ownServer.ts) — a start then opens a seeded database
// instead of migrating and seeding its own (about 8 of a start's 12 CPU-seconds on this machine).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt } from '../scripts/builds.mjs';
import { testDisableFeaturesSwitch } from './chromium.ts';

export default async function globalSetup() {
  await ensureServerBuilt();
  const template = mkdtempSync(join(tmpdir(), 'praxisdesk-e2e-template-'));
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'e2e/server.ts', '--seed-only'], {
    env: { ...process.env, E2E_DATA_DIR: template },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`Seeding the browser tests' DATA_DIR failed:\n${seeded.stderr}`);
  // Workers inherit the environment the global setup leaves (playwright.config.ts reads the switch there).
  process.env.E2E_TEMPLATE_DIR = template;
  process.env.E2E_CHROMIUM_DISABLE_FEATURES = await testDisableFeaturesSwitch();
  return () => rmSync(template, { recursive: true, force: true });
}
