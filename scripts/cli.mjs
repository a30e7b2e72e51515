// npm run cli -- <command>: the CLI from its bundle, built when missing or older than its sources (as npm start
// runs the server). The bundle reads process.argv as the sources would.
import { CLI_ENTRY, ensureCliBuilt } from './builds.mjs';

await ensureCliBuilt();
process.setSourceMapsEnabled(true);
await import(new URL(`../${CLI_ENTRY}`, import.meta.url).href);
