// The server's start once main.ts has checked the settings and the address: open the database, bring older data
// up to this version, seed, build the app and its job workers, listen, and print the start banner last.
import { buildApp } from './app.ts';
import { openServices, type Services } from './boot.ts';
import { DataDirLockedError } from './db/lock.ts';
import { DEMO_TENANT_SLUG, ensureDemoTenant } from './db/seed/demoTenant.ts';
import { ensureFirstAdmin, type FirstAdmin } from './db/seed/firstAdmin.ts';
import { ensureReferenceData } from './db/seed/referenceData.ts';
import { type Env, publicUrl } from './env.ts';
import { freePortAfter, listenProblem } from './http/listenProblems.ts';
import { serverLogger } from './http/logger.ts';
import { createJobQueue, type QueueOptions } from './jobs/queue.ts';
import { recoverAbandonedWork } from './jobs/recoverAbandonedWork.ts';
import { jobDefinitions } from './jobs/registry.ts';
import { projectPath } from './projectPaths.ts';
import { createMailer } from './services/mail/mailer.ts';
import { backfillPatientKeys } from './services/patientKeys.ts';
import { backfillRequestKinds } from './services/requestKindBackfill.ts';
import { backfillSearchTerms } from './services/search/backfillSearchTerms.ts';
import { MasterKeyMismatchError } from './services/secrets.ts';
import { aiConfigFrom } from './services/spam/aiSecondOpinion.ts';
import { sealLegacySpamData } from './services/spam/sealLegacySpamData.ts';

// WEB_ROOT lets side-by-side browser-test runs serve their own build (npx vite build --outDir …).
const webRoot = process.env.WEB_ROOT ?? projectPath('dist', 'web');

const warn = (message: string) => console.warn(`⚠  ${message}`);

/**
 * Everything the database needs before the app serves it. The one-time upgrades of rows written by older
 * versions come first: what this start seeds afterwards is written in this version's form, and reporting it as
 * upgraded ("Patientenschlüssel für 38 ältere Einreichungen") would tell a newcomer about nothing.
 */
export async function prepareData(services: Services, env: Env) {
  const { db } = services.database;
  const notices: string[] = [];
  const sealed = await sealLegacySpamData(services);
  if (sealed.reasons || sealed.practiceModels)
    notices.push(
      `Spam-Daten verschlüsselt: ${sealed.reasons} Begründungen, ${sealed.practiceModels} Praxis-Modelle gehasht`,
    );
  const patientKeys = await backfillPatientKeys(services);
  if (patientKeys) notices.push(`Patientenschlüssel für ${patientKeys} ältere Einreichungen angelegt`);
  const kinds = await backfillRequestKinds(services);
  if (kinds) notices.push(`Anfrageart für ${kinds} ältere Einreichungen bestimmt`);
  const searchTerms = await backfillSearchTerms(services);
  if (searchTerms) notices.push(`Suchbegriffe für ${searchTerms} ältere Einreichungen angelegt`);

  await ensureReferenceData(db);
  const admin = await ensureFirstAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  const demoCreated = env.demoMode ? await ensureDemoTenant(db, services.crypto) : false;
  // The demo's samples are written without scoring: their search terms now (nothing older to report).
  if (demoCreated) await backfillSearchTerms(services);
  return { admin, demoCreated, notices };
}

// queue.ts names its events in English for the JSON log; these two are read by the person running the server.
const JOB_MESSAGES: Record<string, string> = {
  'job failed': 'Hintergrundauftrag fehlgeschlagen',
  'job queue error': 'Fehler in der Warteschlange der Hintergrundaufträge',
};
const german = (message?: string) => (message && JOB_MESSAGES[message]) ?? message;

export async function serve(env: Env): Promise<void> {
  let services: Services;
  try {
    services = await openServices(env, { owner: `server (npm start, Port ${env.PORT})`, warn });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof MasterKeyMismatchError) {
      console.error(`Praxisdesk startet nicht: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const { admin, demoCreated, notices } = await prepareData(services, env);
  for (const notice of notices) console.log(notice);
  await services.spamModels.ensureSeeded();
  // Load the global model now: reading it on the first submission would hold up that request and the ones behind it.
  await services.spamModels.models();

  const logger = serverLogger(env.LOG_LEVEL);
  // Jobs write to the server's log like the requests do (console would format each line with util.inspect and
  // buffer it); the app that owns the log is built right after the queue it needs.
  let log: QueueOptions['log'] = console;
  const queue = createJobQueue({
    executeSql: services.database.executeSql,
    log: {
      info: (o, m) => log.info(o, m),
      warn: (o, m) => log.warn(o, german(m)),
      error: (o, m) => log.error(o, german(m)),
    },
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

  const close = async () => {
    await app.close();
    await queue.stop();
    mailer.close();
    await services.database.close();
  };
  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // Taken since main.ts tried it: the same words, and the one-time password is not lost with the start.
    const address = { port: env.PORT, host: env.HOST };
    const problem = listenProblem(error, address, await freePortAfter(address));
    if (!problem) throw error;
    console.error(`Praxisdesk startet nicht: ${problem}`);
    if (admin) console.error(adminLines(env, admin).join('\n'));
    await close();
    process.exit(1);
  }

  // The banner is the last thing of the start: written through the log's stream, after every line it took.
  logger.stream.write(`${bannerLines(env, admin, demoCreated).join('\n')}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: Praxisdesk wird beendet …`);
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

export function bannerLines(env: Env, admin: FirstAdmin | null, demoCreated: boolean): string[] {
  const url = publicUrl(env);
  const receptionTenant = env.DEFAULT_TENANT
    ? ''
    : `?tenant=${env.demoMode ? DEMO_TENANT_SLUG : '<mandant>'}`;
  return [
    '',
    'Praxisdesk 2.0.11 läuft.',
    `  Backoffice:       ${url}/login`,
    `  Online-Rezeption: ${url}/online-rezeption${receptionTenant}`,
    `  Datenbank:        ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `eingebettet in ${env.DATA_DIR}`}`,
    ...(admin ? adminLines(env, admin) : []),
    ...(demoCreated ? [`  Demo-Praxis „${DEMO_TENANT_SLUG}“ mit Beispiel-Einreichungen angelegt.`] : []),
  ];
}

/** The first admin, its one-time password, and the way back in when it is lost (server/cli/main.ts). */
function adminLines(env: Env, admin: FirstAdmin): string[] {
  // The embedded database belongs to one process: the command line works on it only while the server is stopped.
  const stopFirst = env.DATABASE_URL ? '' : 'Server beenden (Strg+C), dann ';
  return [
    `  Administrator angelegt: ${admin.email}`,
    ...(admin.generatedPassword ? [`  Passwort (wird nur jetzt angezeigt): ${admin.generatedPassword}`] : []),
    `  Passwort vergessen? ${stopFirst}npm run cli -- user:password --email ${admin.email}`,
  ];
}
