// Start: read env, open db, migrate, seed, start job workers, listen.
import { buildApp } from './app.ts';
import { openServices } from './boot.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DEMO_TENANT_SLUG, ensureDemoTenant } from './db/seed/demoTenant.ts';
import { ensureFirstAdmin } from './db/seed/firstAdmin.ts';
import { ensureReferenceData } from './db/seed/referenceData.ts';
import { type Env, EnvError, parseEnv, publicUrl } from './env.ts';
import { serverLogger } from './http/logger.ts';
import { createJobQueue, type QueueOptions } from './jobs/queue.ts';
import { recoverAbandonedWork } from './jobs/recoverAbandonedWork.ts';
import { jobDefinitions } from './jobs/registry.ts';
import { projectPath } from './projectPaths.ts';
import { createMailer } from './services/mail/mailer.ts';
import { backfillPatientKeys } from './services/patientKeys.ts';
import { aiConfigFrom } from './services/spam/aiSecondOpinion.ts';
import { sealLegacySpamData } from './services/spam/sealLegacySpamData.ts';

// WEB_ROOT lets side-by-side browser-test runs serve their own build (npx vite build --outDir …).
const webRoot = process.env.WEB_ROOT ?? projectPath('dist', 'web');

function readEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = readEnv();
  const warn = (message: string) => console.warn(`⚠  ${message}`);
  let services: Awaited<ReturnType<typeof openServices>>;
  try {
    services = await openServices(env, { owner: `server (npm start, Port ${env.PORT})`, warn });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`Praxisdesk startet nicht: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { db } = services.database;

  await ensureReferenceData(db);
  const admin = await ensureFirstAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const demoCreated = env.demoMode ? await ensureDemoTenant(db, services.crypto) : false;
  await services.spamModels.ensureSeeded();
  const sealed = await sealLegacySpamData(services);
  if (sealed.reasons || sealed.practiceModels)
    console.log(
      `Spam-Daten verschlüsselt: ${sealed.reasons} Begründungen, ${sealed.practiceModels} Praxis-Modelle gehasht`,
    );
  const patientKeys = await backfillPatientKeys(services);
  if (patientKeys) console.log(`Patientenschlüssel für ${patientKeys} ältere Einreichungen angelegt`);
  // Load the global model now: reading it on the first submission would hold up that request and the ones behind it.
  await services.spamModels.models();

  const logger = serverLogger(env.LOG_LEVEL);
  // Jobs write JSON lines to the server's log like the requests do (console would format each line with
  // util.inspect and buffer it); the app that owns the log is built right after the queue it needs.
  let log: QueueOptions['log'] = console;
  const queue = createJobQueue({
    executeSql: services.database.executeSql,
    log: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m), error: (o, m) => log.error(o, m) },
  });
  const mailer = createMailer(env);
  const app = await buildApp({ env, ...services, queue, mailer, webRoot }, { logger });
  log = app.log;
  queue.register(...jobDefinitions({ ...services, queue, ai: aiConfigFrom(env), env, mailer }));
  await queue.start();
  const abandoned = await recoverAbandonedWork(services.database, queue);
  if (abandoned.jobs)
    warn(`${abandoned.jobs} Hintergrundaufträge eines beendeten Prozesses werden wiederholt.`);
  await queue.startWorkers();
  await app.listen({ port: env.PORT, host: env.HOST });

  printBanner(env, admin, demoCreated);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: Praxisdesk wird beendet …`);
    await app.close();
    await queue.stop();
    mailer.close();
    await services.database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

function printBanner(env: Env, admin: Awaited<ReturnType<typeof ensureFirstAdmin>>, demoCreated: boolean) {
  const url = publicUrl(env);
  const receptionTenant = env.DEFAULT_TENANT
    ? ''
    : `?tenant=${env.demoMode ? DEMO_TENANT_SLUG : '<mandant>'}`;
  const lines = [
    '',
    'Praxisdesk 2.0.11 läuft.',
    `  Backoffice:       ${url}/login`,
    `  Online-Rezeption: ${url}/online-rezeption${receptionTenant}`,
    `  Datenbank:        ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `eingebettet in ${env.DATA_DIR}`}`,
  ];
  if (admin) {
    lines.push(`  Administrator angelegt: ${admin.email}`);
    if (admin.generatedPassword) {
      lines.push(`  Passwort (wird nur jetzt angezeigt): ${admin.generatedPassword}`);
    }
  }
  if (demoCreated) lines.push(`  Demo-Praxis „${DEMO_TENANT_SLUG}“ mit Beispiel-Einreichungen angelegt.`);
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error('Praxisdesk konnte nicht starten:', error instanceof Error ? error.message : error);
  process.exit(1);
});
