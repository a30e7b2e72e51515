// The server for browser tests: a DATA_DIR with the admin, staff users and practices of e2e/fixtures.ts, then
// the real server/main.ts on it (bench/web starts it so). `--seed-only`: seeds E2E_DATA_DIR and ends — the
// browser suite seeds one template so (e2e/globalSetup.ts), and each of its servers starts the production bundle
// on a copy (e2e/ownServer.ts), sending its mails to the worker's SMTP server (e2e/mailSink.ts). Seeding is
// skipped when the practice is there already. Only MAIL_TENANT has e-mail recipients (e2e/mailFixtures.ts).
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
  ARCHIVE_TENANT,
  CALL_ONLY_TENANT,
  E2E_TENANT,
  MULTI_USER,
  OWNER,
  RECEPTIONIST,
  ROLES_OPEN_TENANT,
  ROLES_TENANT,
  STORED_SUBMISSIONS,
  THERAPIST,
  UNASSIGNED_USER,
  USER,
  WORDING_TENANTS,
} from './fixtures.ts';
import { MAIL_STAFF, MAIL_TENANT } from './mailFixtures.ts';
import { e2eServerEnv } from './serverEnv.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
delete process.env.SMTP_URL;
Object.assign(
  process.env,
  e2eServerEnv(port, process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'praxisdesk-e2e-'))),
);

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
      practiceRoles: { [E2E_TENANT.slug]: 'inhaber' },
    },
    { kind: 'system' },
  );
  const [team] = await db.select().from(membershipPackages).where(eq(membershipPackages.name, 'Team'));
  await db.insert(userMemberships).values({ userId: staff.id, packageId: team!.id });
  await seedRolesPractice(team!.id);
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

/** ROLES_TENANT with its owner, therapist and reception (issue 44); owner and reception in ROLES_OPEN_TENANT too. */
async function seedRolesPractice(teamPackageId: string) {
  for (const tenant of [ROLES_TENANT, ROLES_OPEN_TENANT])
    await createTenant(
      db,
      services.crypto,
      { slug: tenant.slug, name: tenant.name, config: { ...demoTenantConfig, companyName: tenant.name } },
      { kind: 'system' },
    );
  const roles = [
    [OWNER, 'inhaber'],
    [THERAPIST, 'therapeut'],
    [RECEPTIONIST, 'empfang'],
  ] as const;
  for (const [person, role] of roles) {
    const user = await createUser(
      db,
      {
        email: person.email,
        password: person.password,
        fullName: person.name,
        role: 'user',
        tenantSlugs: role === 'therapeut' ? [ROLES_TENANT.slug] : [ROLES_TENANT.slug, ROLES_OPEN_TENANT.slug],
        practiceRoles:
          role === 'therapeut'
            ? { [ROLES_TENANT.slug]: role }
            : { [ROLES_TENANT.slug]: role, [ROLES_OPEN_TENANT.slug]: role },
      },
      { kind: 'system' },
    );
    if (role === 'therapeut')
      await db.insert(userMemberships).values({ userId: user.id, packageId: teamPackageId });
  }
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

if (!process.argv.includes('--seed-only')) await import('../server/main.ts');
