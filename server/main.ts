// Start: read the environment and try the address first, so a wrong setting or a taken port is said at once and
// in German, before anything is created; then serve (serve.ts: database, seed, job workers, listen, banner).
import { EnvError, parseEnv } from './env.ts';
import { freePortAfter, listenProblem, tryAddress } from './http/listenProblems.ts';

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

function readEnv() {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) refuse(error.message);
    throw error;
  }
}

async function main() {
  const env = readEnv();
  const address = { port: env.PORT, host: env.HOST };
  // Port 0 asks the system for any free port: nothing to try.
  const unusable = env.PORT === 0 ? null : await tryAddress(address);
  if (unusable) {
    const suggestion = unusable.code === 'EADDRINUSE' ? await freePortAfter(address) : undefined;
    refuse(`Praxisdesk startet nicht: ${listenProblem(unusable, address, suggestion) ?? unusable.message}`);
  }
  // The server's modules load only now: the checks above answer without waiting for them.
  const { serve } = await import('./serve.ts');
  await serve(env);
}

main().catch((error) => {
  console.error('Praxisdesk konnte nicht starten:', error instanceof Error ? error.message : error);
  process.exit(1);
});
