// The server for browser tests: a DATA_DIR with the admin, staff users and practices of e2e/fixtures.ts, then
// the real server/main.ts on it. E2E_DATA_DIR reuses a directory (a restart in the polling test: seeding is
// skipped when the practice is there already; playwright.config.ts empties the shared server's one per run);
// without it every run starts on a fresh one. No SMTP_URL: mails go to DATA_DIR/outbox, where
// e2e/mailHelpers.ts reads them; their links point at this server as the browser tests open it. Only
// MAIL_TENANT has e-mail recipients (e2e/mailFixtures.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openServices } from '../server/boot.ts';
import { createTenant } from '../server/commands/createTenant.ts';
import { createUser } from '../server/commands/createUser.ts';
import {
  emailLogs,
  formSubmissions,
  membershipPackages,
  tenantSettings,
  userMemberships,
} from '../server/db/schema.ts';
import { demoTenantConfig } from '../server/db/seed/demoSamples.ts';
import { ensureReferenceData } from '../server/db/seed/referenceData.ts';
import { parseEnv } from '../server/env.ts';
import {
  ADMIN,
  ARCHIVE_TENANT,
  CALL_ONLY_TENANT,
  E2E_TENANT,
  MULTI_USER,
  STORED_SUBMISSIONS,
  UNASSIGNED_USER,
  USER,
  WORDING_TENANTS,
} from './fixtures.ts';
import { MAIL_STAFF, MAIL_TENANT } from './mailFixtures.ts';

const port = process.env.E2E_PORT ?? '3210';
delete process.env.SMTP_URL;
Object.assign(process.env, {
  DATA_DIR: process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'praxisdesk-e2e-')),
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  // Every browser test posts from 127.0.0.1; the per-address limit itself is covered by the API tests.
  SUBMIT_RATE_LIMIT: '1000',
  // blacklist.spec.ts posts "from" other clients through X-Forwarded-For, as a proxy on this host would.
  TRUST_PROXY: 'loopback',
  // argon2's smallest cost: the browser tests sign in, they do not measure hashing (passwords.test.ts does).
  PASSWORD_HASH_MEMORY_KIB: '8',
  PASSWORD_HASH_ITERATIONS: '1',
});

const services = await openServices(parseEnv(), { owner: 'e2e setup', warn: () => {} });
const { db } = services.database;
await ensureReferenceData(db);
const [seeded] = await db.select().from(tenantSettings).where(eq(tenantSettings.tenantId, E2E_TENANT.slug));
if (!seeded) await seed();
await services.database.close();

async function seed() {
  await createTenant(
    db,
    services.crypto,
    {
      slug: E2E_TENANT.slug,
      name: E2E_TENANT.name,
      config: demoTenantConfig,
    },
    { kind: 'system' },
  );
  await createTenant(
    db,
    services.crypto,
    {
      slug: MAIL_TENANT.slug,
      name: MAIL_TENANT.name,
      config: { ...demoTenantConfig, companyName: MAIL_TENANT.name },
      emailRecipients: [...MAIL_TENANT.recipients],
    },
    { kind: 'system' },
  );
  const archive = await createTenant(
    db,
    services.crypto,
    { slug: ARCHIVE_TENANT.slug, name: ARCHIVE_TENANT.name, config: demoTenantConfig },
    { kind: 'system' },
  );
  await seedStoredSubmissions(archive.id);
  for (const practice of Object.values(WORDING_TENANTS)) {
    await createTenant(
      db,
      services.crypto,
      { slug: practice.slug, name: practice.name, config: { ...demoTenantConfig, ...practice.config } },
      { kind: 'system' },
    );
  }
  await createTenant(
    db,
    services.crypto,
    {
      slug: CALL_ONLY_TENANT.slug,
      name: CALL_ONLY_TENANT.name,
      config: {
        ...demoTenantConfig,
        companyName: 'Physio Anruf',
        businessType: 'non-medical',
        features: {
          prescriptionUpload: true,
          selfPay: false,
          manualPrescription: true,
          enableAnamnese: false,
          callOnlyCancellation: true,
        },
      },
    },
    { kind: 'system' },
  );
  const staff = await createUser(
    db,
    {
      email: USER.email,
      password: USER.password,
      fullName: 'Sabine Team',
      role: 'user',
      tenantSlugs: [E2E_TENANT.slug],
    },
    { kind: 'system' },
  );
  const [team] = await db.select().from(membershipPackages).where(eq(membershipPackages.name, 'Team'));
  await db.insert(userMemberships).values({ userId: staff.id, packageId: team!.id });
  await createUser(
    db,
    { ...MAIL_STAFF, fullName: 'Paula Post', role: 'user', tenantSlugs: [MAIL_TENANT.slug] },
    { kind: 'system' },
  );
  await createUser(
    db,
    { ...UNASSIGNED_USER, fullName: 'Nina Neu', role: 'user', tenantSlugs: [] },
    { kind: 'system' },
  );
  await createUser(
    db,
    {
      ...MULTI_USER,
      fullName: 'Zora Zwei',
      role: 'user',
      tenantSlugs: [E2E_TENANT.slug, CALL_ONLY_TENANT.slug],
    },
    { kind: 'system' },
  );
}

async function seedStoredSubmissions(tenantId: string) {
  const { withEmailLogs, legacyFile, unreadable } = STORED_SUBMISSIONS;
  const encrypted = (value: unknown) => services.crypto.encryptJson(tenantId, value);
  const garbage = `pd1.${Buffer.alloc(48, 7).toString('base64url')}`;
  await db.insert(formSubmissions).values([
    {
      id: withEmailLogs.id,
      tenantId,
      formType: 'contact',
      formData: await encrypted({
        name: withEmailLogs.name,
        email: 'lotte@example.test',
        message: 'Termin?',
      }),
      quarantineStatus: 'completed',
      spamScore: 3,
    },
    {
      id: legacyFile.id,
      tenantId,
      formType: 'prescription',
      formData: await encrypted({ name: 'Lena Altbestand', email: 'lena@example.test' }),
      prescriptionEncryptedUrl: legacyFile.path,
      quarantineStatus: 'completed',
    },
    {
      id: unreadable.id,
      tenantId,
      formType: 'anamnese',
      formData: garbage,
      prescriptionEncryptedUrl: '{"fileName": "rezept.pdf", ',
      generatedText: garbage,
      quarantineStatus: 'completed',
    },
  ]);
  await db.insert(emailLogs).values(
    withEmailLogs.logs.map((log) => ({
      submissionId: withEmailLogs.id,
      recipient: log.recipient,
      subject: log.subject,
      status: log.status,
      errorMessage: 'error' in log ? log.error : null,
      sentAt: new Date(Date.now() - log.minutesAgo * 60_000),
    })),
  );
}

await import('../server/main.ts');
