// The file worker from the TypeScript sources (tests, `npm run dev:server`, benches): a worker thread does not
// inherit the parent's loader, so tsx is registered here before the entry (worker.ts) is imported. The server
// bundle starts dist/server/fileWorker.mjs instead (scripts/builds.mjs).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
