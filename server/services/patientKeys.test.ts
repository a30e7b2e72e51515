import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { scoreSubmissions } from '../commands/scoreSubmissions.ts';
import { appSecrets, formSubmissions } from '../db/schema.ts';
import { capturedLog, filesUnder, randomLetters } from '../test/atRest.ts';
import { createRequest } from '../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../test/factories.ts';
import { validContact } from '../test/intake.ts';
import { createTestContext } from '../test/testContext.ts';
import {
  backfillPatientKeys,
  normaliseEmail,
  normalisePhone,
  patientKeysOf,
  senderPhone,
} from './patientKeys.ts';

describe('normalisers', () => {
  it('compare e-mail addresses without case and surrounding space', () => {
    expect(normaliseEmail('  Max@Example.DE ')).toBe('max@example.de');
    expect(normaliseEmail('keine adresse')).toBeNull();
    expect(normaliseEmail('')).toBeNull();
  });

  it('bring German numbers into the national form, digits only', () => {
    for (const spelling of [
      '+49 30 1234567',
      '0049 30 1234567',
      '030 1234567',
      '030/123 45-67',
      '+49 (0)30 1234567',
    ])
      expect(normalisePhone(spelling), spelling).toBe('0301234567');
    expect(normalisePhone('+43 1 234567')).toBe('00431234567');
    expect(normalisePhone('0171-5550000')).toBe('01715550000');
    expect(normalisePhone('12')).toBeNull();
    expect(normalisePhone('keine')).toBeNull();
  });

  it('find the phone number under any label the detail screen knows, the landline first', () => {
    expect(senderPhone({ Telefon: ' 030 1 ' })).toBe('030 1');
    expect(senderPhone({ handy: '0171 1', tel: '030 2' })).toBe('030 2');
    expect(senderPhone({ mobile: '0171 1' })).toBe('0171 1');
    expect(senderPhone({ message: '030 1234567' })).toBe('');
  });

  it('give e-mail and phone keys of their own kind', () => {
    const hash = (kind: string, value: string) => `${kind}:${value}`;
    expect(patientKeysOf(hash, { 'E-Mail': 'A@B.de', phone: '+49 30 1234567' })).toEqual({
      emailKey: 'email:a@b.de',
      phoneKey: 'phone:0301234567',
    });
    expect(patientKeysOf(hash, { name: 'Nur Name' })).toEqual({ emailKey: null, phoneKey: null });
  });
});

describe('backfillPatientKeys', () => {
  it('keys submissions scored before this version once, then never scans again', async () => {
    const ctx = await createTestContext();
    try {
      const tenant = await makeTenant(ctx);
      const ids: string[] = [];
      for (const email of ['max@example.de', 'Max@Example.de'])
        ids.push((await createRequest(ctx, tenant.tenantId, { ...validContact, email })).submissionId);
      await scoreSubmissions(ctx, ids);
      const keys = () =>
        ctx.db
          .select({ email: formSubmissions.patientEmailKey, phone: formSubmissions.patientPhoneKey })
          .from(formSubmissions)
          .where(inArray(formSubmissions.id, ids));
      const scored = await keys();
      expect(scored[0]!.email).toBeTruthy();
      expect(scored[0]).toEqual(scored[1]);

      // As a database from before: keys empty, no marker.
      const empty = () =>
        ctx.db
          .update(formSubmissions)
          .set({ patientEmailKey: null, patientPhoneKey: null })
          .where(inArray(formSubmissions.id, ids));
      await empty();
      await ctx.db.delete(appSecrets).where(eq(appSecrets.name, 'patient-keys-filled'));
      expect(await backfillPatientKeys(ctx)).toBeGreaterThanOrEqual(2);
      expect(await keys()).toEqual(scored);

      // The marker spares later starts the scan: rows emptied now stay empty.
      await empty();
      expect(await backfillPatientKeys(ctx)).toBe(0);
      expect((await keys()).every((k) => k.email === null)).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});

describe('patient keys at rest', () => {
  // As an attacker with a copy of DATA_DIR would: a marker address and number are sent, keyed, searched for
  // and exported by staff, and then looked for in every file and in the server's log.
  it('keep the marker address and number out of every file under DATA_DIR and out of the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-patient-'));
    const { stream: logStream, lines: log } = capturedLog();
    const ctx = await createTestContext({}, { dataDir, logStream });
    const tag = randomLetters();
    const email = `quarzfink.${tag}@example.de`;
    // Twelve random digits: no chance of meeting them in a database file by accident.
    const digits = `${1 + (randomBytes(1)[0]! % 9)}${String(randomBytes(6).readUIntBE(0, 6) % 100_000_000_000).padStart(11, '0')}`;
    const control = `Kontrollpraxis${tag}`;
    try {
      const tenant = await makeTenant(ctx, { name: control });
      const cookie = await loginCookie(
        ctx,
        (await makeUser(ctx, { tenantSlugs: [tenant.tenantId], practiceRole: 'inhaber' })).email,
      );
      const ids: string[] = [];
      for (const phone of [`+49 ${digits}`, `0${digits}`])
        ids.push((await createRequest(ctx, tenant.tenantId, { ...validContact, email, phone })).submissionId);
      await scoreSubmissions(ctx, ids);
      const found = await ctx.app.inject({
        method: 'POST',
        url: '/api/submissions/patient-search',
        headers: { cookie },
        payload: { tenantId: tenant.tenantId, email: email.toUpperCase() },
      });
      // One person (the same name both times) with both requests.
      const people = found.json().people as { submissions: { id: string }[] }[];
      expect(people.map((p) => p.submissions.map((s) => s.id).sort())).toEqual([[...ids].sort()]);
      // Staff do get the address back: finding none at rest means something.
      expect(found.body).toContain(email);
      const exported = await ctx.app.inject({
        method: 'GET',
        url: `/api/submissions/${ids[0]}/data-export?ids=${ids[1]}`,
        headers: { cookie },
      });
      expect(exported.statusCode).toBe(200);
      if (!inject('pgUrl')) await ctx.database.executeSql('checkpoint');
    } finally {
      await ctx.close();
    }
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.includes(email) || line.includes(digits))).toEqual([]);
    if (inject('pgUrl')) return; // PostgreSQL's files belong to its server; the route tests check the columns.
    const files = filesUnder(dataDir);
    expect(files.some((f) => readFileSync(f).includes(Buffer.from(control)))).toBe(true);
    for (const marker of [email, digits])
      expect(
        files.filter((f) => readFileSync(f).includes(Buffer.from(marker))),
        marker,
      ).toEqual([]);
  }, 120_000);
});
