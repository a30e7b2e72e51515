// The browser tests' ports. E2E_PORT moves them all, so two engineers can run the suite side by side.
const BASE_PORT = Number(process.env.E2E_PORT ?? 3210);

/** Each Playwright worker's server (e2e/test.ts): one port per parallel worker, from E2E_PORT up. */
export const workerPort = (parallelIndex: number) => BASE_PORT + parallelIndex;

/** Servers that single specs start and stop themselves, above any worker's. */
export const OWN_SERVER_PORTS = {
  polling: BASE_PORT + 40,
  session: BASE_PORT + 50,
  firstStart: BASE_PORT + 89,
  firstStartSecond: BASE_PORT + 90,
};
