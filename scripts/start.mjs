// npm start: build the web app and the server when missing or older than their sources, then run the server.
import { spawn } from 'node:child_process';
import { ensureServerBuilt, ensureWebBuilt, serverArgs } from './builds.mjs';

ensureWebBuilt();
await ensureServerBuilt();

const server = spawn(process.execPath, serverArgs, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
