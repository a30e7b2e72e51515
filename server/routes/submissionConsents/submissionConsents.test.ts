// Staff on a request's consent documents (issue 30) through the real app: the list with the seal's check, the
// revocation, and the signed PDF read back with PDF.js; other practices, unknown ids and bad input; and every
// stored part changed after signing (evidence, seal, time column, document text) shows as
// "Signatur passt nicht zum Dokument" in the list and on the PDF.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { berlinDay } from '../../commands/revokeConsent.ts';
import { auditLog, consentDocumentVersions, submissionConsents } from '../../db/schema.ts';
import { sealDigest } from '../../services/consent/seal.ts';
import { berlinSeconds } from '../../services/pdf/consentPdf.ts';
import { countPaintedImages, readPdfText } from '../../services/pdf/pdfTextForTests.ts';
import {
  answeredConsent,
  pendingConsent,
  publishedConsentDocument,
  sampleConsentContent,
} from '../../test/consentFixtures.ts';
import { createRequest } from '../../test/detail.ts';
import { loginCookie, makeUser, practiceWithStaff } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 86_400_000;

let ctx: TestContext;
let practice: Awaited<ReturnType<typeof practiceWithStaff>>;
beforeAll(async () => {
  ctx = await createTestContext();
  practice = await practiceWithStaff(ctx, { name: 'Physio Süd' });
});
afterAll(() => ctx.close());

// Documents for cancellations only: the prescription requests made here never ask for them on their own, so
// each request holds exactly the consents a test gives it.
const privacyContent = () => sampleConsentContent({ requestKinds: ['absage'] });
const contractContent = () =>
  sampleConsentContent({
    title: 'Behandlungsvertrag',
    body: 'Ich schließe den **Behandlungsvertrag** mit der Praxis.',
    requestKinds: ['absage'],
    required: false,
  });

/** A request of the practice (made first), then its documents: one signed, one pending. */
async function requestWithConsents(
  options: { status?: 'signed' | 'declined'; method?: 'drawn' | 'typed' } = {},
) {
  const { submissionId } = await createRequest(ctx, practice.tenant.tenantId);
  const submission = { id: submissionId, tenantId: practice.tenant.id };
  const privacy = await publishedConsentDocument(ctx, practice.tenant.id, privacyContent());
  const contract = await publishedConsentDocument(ctx, practice.tenant.id, contractContent());
  const answered = await answeredConsent(ctx, submission, privacy, { name: 'Erika Muster', ...options });
  const pending = await pendingConsent(ctx, submission, contract.version.id);
  return { submissionId, submission, privacy, contract, answered, pending };
}

const list = (id: string, cookie: string | null = practice.cookie) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/submissions/${id}/consents`,
    headers: cookie ? { cookie } : {},
  });
const revoke = (id: string, consentId: string, payload: unknown, cookie: string | null = practice.cookie) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/submissions/${id}/consents/${consentId}/revocation`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const pdfOf = (id: string, consentId: string, cookie: string | null = practice.cookie) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/submissions/${id}/consents/${consentId}/pdf`,
    headers: cookie ? { cookie } : {},
  });

const readsOf = (id: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.read')));

const pdfText = async (bytes: Buffer) => (await readPdfText(bytes)).text.replace(/\s+/g, ' ');

describe('GET /api/submissions/:id/consents', () => {
  it('lists each document in the order asked for, with the evidence, the check and its value, and audits the read', async () => {
    const { submissionId, privacy, contract, answered, pending } = await requestWithConsents();
    const response = await list(submissionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      consents: [
        {
          id: answered.consent.id,
          document_id: privacy.document.id,
          title: 'Einwilligung in die Datenverarbeitung',
          version: 1,
          required: true,
          status: 'signed',
          answered_at: answered.evidence.answeredAt,
          name: 'Erika Muster',
          method: 'drawn',
          language: 'de',
          intact: true,
          check_value: answered.digest,
          revocation: null,
        },
        {
          id: pending.id,
          document_id: contract.document.id,
          title: 'Behandlungsvertrag',
          version: 1,
          required: false,
          status: 'pending',
          answered_at: null,
          name: null,
          method: null,
          language: null,
          intact: null,
          check_value: null,
          revocation: null,
        },
      ],
    });
    const reads = await readsOf(submissionId);
    expect(reads.map((r) => r.details)).toContainEqual({ via: 'consents' });
  });

  it('shows a declined and a typed answer as such, and audits nothing while nothing is answered', async () => {
    const declined = await requestWithConsents({ status: 'declined' });
    const [first] = (await list(declined.submissionId)).json().consents;
    expect(first).toMatchObject({ status: 'declined', name: 'Erika Muster', method: null, intact: true });
    const typed = await requestWithConsents({ method: 'typed' });
    expect((await list(typed.submissionId)).json().consents[0]).toMatchObject({
      method: 'typed',
      intact: true,
    });

    const { submissionId } = await createRequest(ctx, practice.tenant.tenantId);
    const document = await publishedConsentDocument(ctx, practice.tenant.id, privacyContent());
    await pendingConsent(ctx, { id: submissionId, tenantId: practice.tenant.id }, document.version.id);
    const response = await list(submissionId);
    expect(response.json().consents).toHaveLength(1);
    expect(await readsOf(submissionId)).toEqual([]);
    // A request without documents lists none.
    const bare = await createRequest(ctx, practice.tenant.tenantId);
    expect((await list(bare.submissionId)).json()).toEqual({ consents: [] });
  });
});

describe('access and input', () => {
  it('answers 401 without a session, 404 for another practice, an unknown or another request’s consent, 400 for bad ids and bodies', async () => {
    const { submissionId, answered } = await requestWithConsents();
    const other = await requestWithConsents();
    const consentId = answered.consent.id;
    const today = berlinDay(new Date());
    const body = { revoked_on: today, note: null };

    for (const response of [
      await list(submissionId, null),
      await revoke(submissionId, consentId, body, null),
      await pdfOf(submissionId, consentId, null),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errorCode).toBe('UNAUTHENTICATED');
    }
    // Another practice's staff: the request and its consent look like unknown ids.
    for (const response of [
      await list(submissionId, practice.strangerCookie),
      await revoke(submissionId, consentId, body, practice.strangerCookie),
      await pdfOf(submissionId, consentId, practice.strangerCookie),
      await list(UNKNOWN_ID),
      await revoke(UNKNOWN_ID, consentId, body),
      await pdfOf(UNKNOWN_ID, consentId),
      // An unknown consent, and a consent of another request of the same practice.
      await revoke(submissionId, UNKNOWN_ID, body),
      await pdfOf(submissionId, UNKNOWN_ID),
      await revoke(submissionId, other.answered.consent.id, body),
      await pdfOf(submissionId, other.answered.consent.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    expect((await pdfOf(submissionId, UNKNOWN_ID)).json().error).toBe('Einwilligung nicht gefunden.');
    // No role beyond staff is needed: a user of no practice finds nothing, a platform admin every practice's.
    const homeless = await loginCookie(ctx, (await makeUser(ctx)).email);
    expect((await list(submissionId, homeless)).statusCode).toBe(404);
    expect((await pdfOf(submissionId, consentId, homeless)).statusCode).toBe(404);
    const admin = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
    expect((await list(submissionId, admin)).json().consents).toHaveLength(2);

    for (const response of [
      await list('abc'),
      await pdfOf(submissionId, 'abc'),
      await revoke(submissionId, 'abc', body),
      await revoke(submissionId, consentId, {}),
      await revoke(submissionId, consentId, { revoked_on: 'gestern' }),
      await revoke(submissionId, consentId, { revoked_on: '30.11.2026' }),
      await revoke(submissionId, consentId, { revoked_on: today, note: 'x'.repeat(501) }),
      await revoke(submissionId, consentId, { revoked_on: today, note: 42 }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    // Nothing was recorded by any of it.
    const [row] = await ctx.db.select().from(submissionConsents).where(eq(submissionConsents.id, consentId));
    expect(row!.revokedOn).toBeNull();
  });
});

describe('POST /api/submissions/:id/consents/:consentId/revocation', () => {
  it('records the day and a sealed note once, keeps the signature intact, audits without the note', async () => {
    const { submissionId, answered, pending } = await requestWithConsents();
    const consentId = answered.consent.id;
    const note = 'Telefonisch widerrufen, Rückruf Frau Muster.';
    const today = berlinDay(new Date());

    const recorded = await revoke(submissionId, consentId, { revoked_on: today, note: `  ${note}  ` });
    expect(recorded.statusCode).toBe(200);
    const staff = recorded.json();
    expect(staff).toMatchObject({
      id: consentId,
      status: 'signed',
      intact: true,
      check_value: answered.digest,
      revocation: { revoked_on: today, recorded_by: 'Erika Mustermann', note },
    });
    expect(Date.now() - Date.parse(staff.revocation.recorded_at)).toBeLessThan(60_000);

    // Stored sealed: the note is nowhere in the row, the practice's key opens it.
    const [row] = await ctx.db.select().from(submissionConsents).where(eq(submissionConsents.id, consentId));
    expect(row).toMatchObject({ revokedOn: today, revokedBy: practice.staff.id, status: 'signed' });
    expect(row!.revocation).not.toContain('Muster');
    expect(await ctx.crypto.decryptJson(practice.tenant.id, row!.revocation!)).toEqual({
      ok: true,
      value: { note },
    });
    // The evidence and seal are as signed.
    expect(row!.evidence).toBe(answered.consent.evidence);
    expect(row!.seal).toBe(answered.consent.seal);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, submissionId), eq(auditLog.action, 'consent.revoke')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: practice.staff.id, tenantId: practice.tenant.id });
    expect(audits[0]!.details).toMatchObject({ consentId });
    expect(JSON.stringify(audits[0]!.details)).not.toMatch(/Muster|Rückruf/);

    // Shown in the list and on the PDF, and recorded only once.
    expect((await list(submissionId)).json().consents[0].revocation).toEqual(staff.revocation);
    const text = await pdfText((await pdfOf(submissionId, consentId)).rawPayload);
    expect(text).toContain(`Widerrufen am ${today.split('-').reverse().join('.')}`);
    expect(text).toContain(`Notiz ${note}`);
    const again = await revoke(submissionId, consentId, { revoked_on: today, note: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('CONSENT_ALREADY_REVOKED');

    // Only a signature can be withdrawn.
    const notSigned = await revoke(submissionId, pending.id, { revoked_on: today, note: null });
    expect(notSigned.statusCode).toBe(409);
    expect(notSigned.json().errorCode).toBe('CONSENT_NOT_SIGNED');
    const declined = await requestWithConsents({ status: 'declined' });
    const refused = await revoke(declined.submissionId, declined.answered.consent.id, { revoked_on: today });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('CONSENT_NOT_SIGNED');

    // Kept until the request itself goes.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/submissions/${submissionId}`,
      headers: { cookie: practice.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      await ctx.db.select().from(submissionConsents).where(eq(submissionConsents.submissionId, submissionId)),
    ).toEqual([]);
  });

  it('refuses a day in the future or before the signature’s day, in German', async () => {
    const { submissionId, answered } = await requestWithConsents();
    const consentId = answered.consent.id;
    const future = await revoke(submissionId, consentId, {
      revoked_on: berlinDay(new Date(Date.now() + DAY)),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      error: 'Das Datum des Widerrufs darf nicht in der Zukunft liegen.',
      details: [{ path: '/revoked_on' }],
    });
    const signedOn = berlinDay(answered.consent.answeredAt!);
    const early = await revoke(submissionId, consentId, {
      revoked_on: berlinDay(new Date(Date.now() - DAY)),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      error: `Das Datum des Widerrufs darf nicht vor dem Tag der Unterschrift (${signedOn.split('-').reverse().join('.')}) liegen.`,
    });
    const [row] = await ctx.db.select().from(submissionConsents).where(eq(submissionConsents.id, consentId));
    expect(row!.revokedOn).toBeNull();
  });
});

describe('GET /api/submissions/:id/consents/:consentId/pdf', () => {
  it('gives the signed PDF with the text, the name, the time and the signature image, and audits it', async () => {
    const { submissionId, answered, pending } = await requestWithConsents();
    const response = await pdfOf(submissionId, answered.consent.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const fileName = `Einwilligung-${referenceNumber(submissionId)}-Einwilligung-in-die-Datenverarbeitung-v1.pdf`;
    expect(response.headers['content-disposition']).toContain(`attachment; filename="${fileName}"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      practice.tenant.name,
      'Zweck Ich willige ein, dass die Praxis meine Angaben zur Behandlung verarbeitet.',
      'Name Erika Muster',
      `${berlinSeconds(answered.evidence.answeredAt)} (Serverzeit, Europe/Berlin)`,
      answered.digest,
      answered.consent.seal!,
      'Einfache elektronische Signatur (eIDAS Art. 3 Nr. 10)',
      'Nachweis, Siegel und Dokument stimmen überein.',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Signatur passt nicht zum Dokument');
    expect(await countPaintedImages(response.rawPayload)).toBe(1);

    const reads = await readsOf(submissionId);
    expect(reads.map((r) => r.details)).toContainEqual({
      via: 'consent_pdf',
      consentId: answered.consent.id,
    });

    // Not answered yet: there is nothing signed to print.
    const none = await pdfOf(submissionId, pending.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().errorCode).toBe('CONSENT_NOT_SIGNED');
  });

  it('prints a declined document too: it records the decision', async () => {
    const { submissionId, answered } = await requestWithConsents({ status: 'declined' });
    const response = await pdfOf(submissionId, answered.consent.id);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Status: Abgelehnt');
    expect(text).toContain('Name Erika Muster');
    expect(await countPaintedImages(response.rawPayload)).toBe(0);
  });
});

describe('a stored part changed after signing', () => {
  type Request = Awaited<ReturnType<typeof requestWithConsents>>;
  const tamperings: [string, (request: Request) => Promise<unknown>][] = [
    [
      'the evidence, resealed with the practice key',
      async ({ answered }) =>
        ctx.db
          .update(submissionConsents)
          .set({
            evidence: await ctx.crypto.encryptJson(practice.tenant.id, {
              ...answered.evidence,
              name: 'Eve Fälscher',
            }),
          })
          .where(eq(submissionConsents.id, answered.consent.id)),
    ],
    [
      'the seal',
      ({ answered }) =>
        ctx.db
          .update(submissionConsents)
          .set({ seal: sealDigest(ctx.keyedHash, 'f'.repeat(64)) })
          .where(eq(submissionConsents.id, answered.consent.id)),
    ],
    [
      'the answered_at column',
      ({ answered }) =>
        ctx.db
          .update(submissionConsents)
          .set({ answeredAt: new Date(answered.consent.answeredAt!.getTime() - 3_600_000) })
          .where(eq(submissionConsents.id, answered.consent.id)),
    ],
    [
      'the version’s text, re-encrypted',
      async ({ privacy }) =>
        ctx.db
          .update(consentDocumentVersions)
          .set({
            content: await ctx.crypto.encryptJson(practice.tenant.id, {
              ...privacy.content,
              body: `${privacy.content.body}\n\nDie Praxis darf alles.`,
            }),
          })
          .where(eq(consentDocumentVersions.id, privacy.version.id)),
    ],
  ];

  for (const [part, tamper] of tamperings) {
    it(`detects ${part}: not intact in the list, "Signatur passt nicht zum Dokument" on the PDF`, async () => {
      const request = await requestWithConsents();
      const before = (await list(request.submissionId)).json().consents[0];
      expect(before.intact).toBe(true);
      await tamper(request);
      const after = (await list(request.submissionId)).json().consents[0];
      expect(after).toMatchObject({ id: request.answered.consent.id, status: 'signed', intact: false });
      const response = await pdfOf(request.submissionId, request.answered.consent.id);
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      expect(text).toContain('Signatur passt nicht zum Dokument');
      expect(text).not.toContain('Nachweis, Siegel und Dokument stimmen überein.');
      // The other document of the request is untouched.
      expect((await list(request.submissionId)).json().consents[1].status).toBe('pending');
    });
  }

  it('shows what the changed evidence says, with its own check value', async () => {
    const request = await requestWithConsents();
    await tamperings[0]![1](request);
    const after = (await list(request.submissionId)).json().consents[0];
    expect(after.name).toBe('Eve Fälscher');
    expect(after.check_value).toMatch(/^[0-9a-f]{64}$/);
    expect(after.check_value).not.toBe(request.answered.digest);
  });
});
