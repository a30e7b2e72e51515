// The patient's side of consent (issue 30) on the real app: a request that needs documents gets pending rows
// and a link, the signing page opens them in the patient's language, signs or declines each with sealed
// evidence, refuses what it must (stable ids), ends the link after the last answer, and the confirmation mail
// carries a fresh link. Called from the reception's origin, as the page does.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentContent } from '../../../common/consent/content.ts';
import { consentEvidenceSchema } from '../../../common/consent/evidence.ts';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { PATIENT_CATALOGUES } from '../../../common/texts/patient/catalogues.ts';
import { hashConsentToken } from '../../commands/consentLinks.ts';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import {
  auditLog,
  consentDocuments,
  consentDocumentVersions,
  consentLinks,
  formSubmissions,
  submissionConsents,
} from '../../db/schema.ts';
import { consentDocumentSha256 } from '../../services/consent/documentHash.ts';
import { checkConsent } from '../../services/consent/seal.ts';
import {
  publishedConsentDocument,
  sampleConsentContent,
  TINY_SIGNATURE_PNG,
} from '../../test/consentFixtures.ts';
import { createRequest } from '../../test/detail.ts';
import { makeTenant, randomIp } from '../../test/factories.ts';
import { pngImage } from '../../test/files.ts';
import { validContact } from '../../test/intake.ts';
import { type MailServer, startMailServer } from '../../test/mailServer.ts';
import { jobHandler, PATIENT, patientRequest, setRecipients } from '../../test/notifications.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

const RECEPTION = 'https://praxis.example';
const USER_AGENT = 'Mozilla/5.0 (iPhone; Test) Signaturtest';

let ctx: TestContext;
let smtp: MailServer;
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: RECEPTION });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const drawn = (width = 600, height = 200) =>
  `data:image/png;base64,${pngImage({ width, height }).toString('base64')}`;

const post = (
  path: 'open' | 'sign',
  payload: object,
  headers: Record<string, string> = {},
  ip = randomIp(),
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public/consent/${path}`,
    headers: { origin: RECEPTION, 'user-agent': USER_AGENT, ...headers },
    payload,
    remoteAddress: ip,
  });

const open = (token: string, language = 'de') => post('open', { token, language });

type SignBody = { token: string; consent_id: string } & Record<string, unknown>;
const sign = (body: SignBody, ip?: string) =>
  post(
    'sign',
    { decision: 'sign', name: 'Erika Muster', method: 'drawn', signature_image: drawn(), ...body },
    {},
    ip,
  );
const decline = (body: SignBody) => post('sign', { decision: 'decline', name: 'Erika Muster', ...body });

const prescription = { ...validContact, type: 'prescription', message: '' };
const question = { ...validContact, type: 'question' };

const consentsOf = (submissionId: string) =>
  ctx.db
    .select()
    .from(submissionConsents)
    .where(eq(submissionConsents.submissionId, submissionId))
    .orderBy(submissionConsents.createdAt);
const consentById = async (id: string) =>
  (await ctx.db.select().from(submissionConsents).where(eq(submissionConsents.id, id)))[0]!;
const linksOf = (submissionId: string) =>
  ctx.db.select().from(consentLinks).where(eq(consentLinks.submissionId, submissionId));

/** A practice with a required privacy consent (translated into English) and an optional fee agreement. */
async function practiceWithDocuments(config: Record<string, unknown> = {}) {
  const tenant = await makeTenant(ctx, { name: 'Physio Nord', config });
  const privacy = await publishedConsentDocument(
    ctx,
    tenant.id,
    sampleConsentContent({
      translations: { en: { title: 'Consent to data processing', body: 'I agree to the processing.' } },
      requestKinds: ['termin_rezept', 'selbstzahler'],
    }),
  );
  const fee = await publishedConsentDocument(
    ctx,
    tenant.id,
    sampleConsentContent({
      title: 'Ausfallhonorar',
      body: 'Ich zahle bei kurzfristiger Absage ein Ausfallhonorar.',
      requestKinds: ['termin_rezept'],
      required: false,
    }),
  );
  return { tenant, privacy, fee };
}

/** A prescription request through submitForm, as the reception sends it; its consent ids in document order. */
async function requestWithConsents(tenantSlug: string) {
  const created = (await createRequest(ctx, tenantSlug, prescription)) as {
    submissionId: string;
    consentToken?: string;
  };
  const rows = await consentsOf(created.submissionId);
  return { submissionId: created.submissionId, token: created.consentToken!, rows };
}

/** A new version of a published document (what publishing writes), with other content. */
async function publishAgain(
  published: Awaited<ReturnType<typeof publishedConsentDocument>>,
  content: ConsentContent,
) {
  const [version] = await ctx.db
    .insert(consentDocumentVersions)
    .values({
      documentId: published.document.id,
      tenantId: published.document.tenantId,
      version: published.version.version + 1,
      requestKinds: content.requestKinds,
      required: content.required,
      content: await ctx.crypto.encryptJson(published.document.tenantId, content),
      contentSha256: consentDocumentSha256(published.document.id, published.version.version + 1, content),
    })
    .returning();
  return version!;
}

const storedForCheck = async (consentId: string) => {
  const row = await consentById(consentId);
  const [version] = await ctx.db
    .select()
    .from(consentDocumentVersions)
    .where(eq(consentDocumentVersions.id, row.versionId));
  return { ...row, version: version! };
};

describe('a request that needs documents', () => {
  it('answers a consent token and keeps one pending row per document; a question gets none', async () => {
    const { tenant, privacy, fee } = await practiceWithDocuments();
    // Neither a document without a published version nor an archived one is asked for.
    await ctx.db.insert(consentDocuments).values({
      tenantId: tenant.id,
      draft: await ctx.crypto.encryptJson(tenant.id, sampleConsentContent()),
    });
    const archived = await publishedConsentDocument(ctx, tenant.id);
    await ctx.db
      .update(consentDocuments)
      .set({ archivedAt: new Date() })
      .where(eq(consentDocuments.id, archived.document.id));

    const { submissionId, token, rows } = await requestWithConsents(tenant.tenantId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
    expect(stored!.requestKind).toBe('termin_rezept');
    expect(rows.map((r) => [r.versionId, r.status, r.evidence])).toEqual(
      expect.arrayContaining([
        [privacy.version.id, 'pending', null],
        [fee.version.id, 'pending', null],
      ]),
    );
    expect(rows).toHaveLength(2);
    // Only the token's hash is kept, for 7 days.
    const [link] = await linksOf(submissionId);
    expect(link!.tokenHash).toBe(hashConsentToken(token));
    expect(JSON.stringify(await linksOf(submissionId))).not.toContain(token);
    const days = (link!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const asked = await createRequest(ctx, tenant.tenantId, question);
    expect(asked).not.toHaveProperty('consentToken');
    expect(await consentsOf(asked.submissionId)).toEqual([]);
    expect(await linksOf(asked.submissionId)).toEqual([]);
  });

  it('gives a website post the rows but no link, and a practice without documents nothing', async () => {
    const { tenant } = await practiceWithDocuments();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/webflow-submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      payload: new URLSearchParams({
        tenantId: tenant.tenantId,
        ...validContact,
        privacyConsent: 'true',
        type: 'prescription',
      }).toString(),
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json();
    expect(response.json()).not.toHaveProperty('consentToken');
    expect(await consentsOf(submissionId)).toHaveLength(2);
    expect(await linksOf(submissionId)).toEqual([]);

    const plain = await makeTenant(ctx);
    const created = await createRequest(ctx, plain.tenantId, prescription);
    expect(created).not.toHaveProperty('consentToken');
    expect(await consentsOf(created.submissionId)).toEqual([]);
  });
});

describe('POST /api/public/consent/open', () => {
  it("shows the request's documents in the patient's language, German with translated false otherwise", async () => {
    const { tenant, privacy, fee } = await practiceWithDocuments({ companyName: 'Physio Nord am Hafen' });
    const { submissionId, token, rows } = await requestWithConsents(tenant.tenantId);
    const byVersion = new Map(rows.map((r) => [r.versionId, r.id]));

    const response = await open(token, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      practice_name: 'Physio Nord am Hafen',
      reference: referenceNumber(submissionId),
      documents: [
        {
          consent_id: byVersion.get(privacy.version.id),
          version: 1,
          title: 'Consent to data processing',
          body: 'I agree to the processing.',
          language: 'en',
          translated: true,
          required: true,
          status: 'pending',
          answered_at: null,
        },
        {
          consent_id: byVersion.get(fee.version.id),
          version: 1,
          title: 'Ausfallhonorar',
          body: 'Ich zahle bei kurzfristiger Absage ein Ausfallhonorar.',
          language: 'de',
          translated: false,
          required: false,
          status: 'pending',
          answered_at: null,
        },
      ],
    });
    const german = (await open(token, 'de')).json();
    expect(german.documents[0]).toMatchObject({
      title: privacy.content.title,
      language: 'de',
      translated: true,
    });
  });

  it('refuses an unknown or expired link with CONSENT_LINK_INVALID, a bad body with VALIDATION_ERROR', async () => {
    const { tenant } = await practiceWithDocuments();
    const { submissionId, token } = await requestWithConsents(tenant.tenantId);
    const unknown = await open('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'CONSENT_LINK_INVALID' });
    expect(unknown.headers['cache-control']).toBe('no-store');

    const bad = await post('open', { token: 'kurz', language: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });

    await ctx.db
      .update(consentLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(consentLinks.submissionId, submissionId));
    const expired = await open(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ errorCode: 'CONSENT_LINK_INVALID' });
    expect((await sign({ token, consent_id: (await consentsOf(submissionId))[0]!.id })).statusCode).toBe(404);
  });

  it('takes writes from the reception only: a foreign origin or a form body is refused', async () => {
    const { tenant } = await practiceWithDocuments();
    const { token } = await requestWithConsents(tenant.tenantId);
    const foreign = await post('open', { token }, { origin: 'https://boese.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ errorCode: 'ORIGIN_MISMATCH' });
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/public/consent/open',
      headers: { origin: RECEPTION, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('POST /api/public/consent/sign', () => {
  it('signs a drawn signature with sealed evidence the check accepts, and audits ids only', async () => {
    const { tenant, privacy } = await practiceWithDocuments();
    const { submissionId, token, rows } = await requestWithConsents(tenant.tenantId);
    const consentId = rows.find((r) => r.versionId === privacy.version.id)!.id;
    const ip = randomIp();
    const image = drawn(900, 300);

    const response = await sign(
      { token, consent_id: consentId, name: '  Erika Muster ', signature_image: image, language: 'en' },
      ip,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = response.json();
    expect(answer.remaining).toBe(1);
    expect(answer.document).toMatchObject({
      consent_id: consentId,
      title: 'Consent to data processing',
      status: 'signed',
    });

    const stored = await storedForCheck(consentId);
    expect(stored.status).toBe('signed');
    expect(answer.document.answered_at).toBe(stored.answeredAt!.toISOString());
    expect(stored.evidence).not.toContain('Erika');
    const check = await checkConsent(ctx, stored);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(consentEvidenceSchema.parse(check.evidence)).toEqual({
      v: 1,
      consentId,
      submissionId,
      tenantId: tenant.id,
      versionId: privacy.version.id,
      version: 1,
      documentSha256: privacy.version.contentSha256,
      status: 'signed',
      name: 'Erika Muster',
      method: 'drawn',
      signatureImage: image,
      answeredAt: stored.answeredAt!.toISOString(),
      addressHash: ctx.ipHash(ip),
      userAgent: USER_AGENT,
      language: 'en',
    });

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'consent.sign'), eq(auditLog.targetId, submissionId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toEqual({ consentId, versionId: privacy.version.id });
    expect(JSON.stringify(audits)).not.toContain('Erika');
    // The link still opens: one document is left.
    expect((await open(token)).statusCode).toBe(200);
  });

  it('records a typed name as the keyboard signature, in German when the text was not translated', async () => {
    const { tenant, fee } = await practiceWithDocuments();
    const { token, rows } = await requestWithConsents(tenant.tenantId);
    const consentId = rows.find((r) => r.versionId === fee.version.id)!.id;
    const response = await sign({
      token,
      consent_id: consentId,
      method: 'typed',
      signature_image: null,
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    const check = await checkConsent(ctx, await storedForCheck(consentId));
    expect(check.ok && check.evidence).toMatchObject({
      method: 'typed',
      signatureImage: null,
      language: 'de',
    });
  });

  it('declines an optional document; a required one cannot be declined and stays as it was', async () => {
    const { tenant, privacy, fee } = await practiceWithDocuments();
    const { submissionId, token, rows } = await requestWithConsents(tenant.tenantId);
    const required = rows.find((r) => r.versionId === privacy.version.id)!.id;
    const optional = rows.find((r) => r.versionId === fee.version.id)!.id;

    const refused = await decline({ token, consent_id: required });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorCode: 'CONSENT_REQUIRED' });
    expect(await consentById(required)).toMatchObject({ status: 'pending', evidence: null, seal: null });

    const declined = await decline({ token, consent_id: optional });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ remaining: 1, document: { status: 'declined' } });
    const check = await checkConsent(ctx, await storedForCheck(optional));
    expect(check.ok && check.evidence).toMatchObject({
      status: 'declined',
      method: null,
      signatureImage: null,
    });
    const audits = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, submissionId));
    expect(audits.map((a) => a.action).filter((a) => a.startsWith('consent.'))).toEqual(['consent.decline']);
  });

  it('refuses an image that is no PNG of a sane size, and bad bodies', async () => {
    const { tenant } = await practiceWithDocuments();
    const { token, rows } = await requestWithConsents(tenant.tenantId);
    const consentId = rows[0]!.id;
    const notPng = `data:image/png;base64,${Buffer.from('<svg>Unterschrift</svg>').toString('base64')}`;
    const cut = drawn().slice(0, 200);
    for (const image of [notPng, TINY_SIGNATURE_PNG, drawn(5000, 200), drawn(600, 10), cut]) {
      const response = await sign({ token, consent_id: consentId, signature_image: image });
      expect(response.statusCode, image.slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'CONSENT_SIGNATURE_INVALID' });
    }
    for (const body of [
      { token, consent_id: consentId, name: '   ' },
      { token, consent_id: consentId, signature_image: null },
      { token, consent_id: consentId, method: 'typed' },
      { token, consent_id: 'keine-uuid' },
      { token, consent_id: consentId, decision: 'maybe' },
      { token, consent_id: consentId, signature_image: 'data:image/svg+xml;base64,PHN2Zz4=' },
    ]) {
      const response = await sign(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
    expect(await consentById(consentId)).toMatchObject({ status: 'pending', evidence: null });
  });

  it("answers 404 for another request's or another practice's consent with this token", async () => {
    const { tenant } = await practiceWithDocuments();
    const mine = await requestWithConsents(tenant.tenantId);
    const sibling = await requestWithConsents(tenant.tenantId);
    const elsewhere = await practiceWithDocuments();
    const foreign = await requestWithConsents(elsewhere.tenant.tenantId);
    for (const other of [sibling.rows[0]!.id, foreign.rows[0]!.id]) {
      const response = await sign({ token: mine.token, consent_id: other });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
      expect(await consentById(other)).toMatchObject({ status: 'pending' });
    }
  });

  it('answers each document once (409), also to two tabs at once, and ends the link after the last', async () => {
    const { tenant } = await practiceWithDocuments();
    const { submissionId, token, rows } = await requestWithConsents(tenant.tenantId);
    const [first, second] = rows;

    const racing = await Promise.all([
      sign({ token, consent_id: first!.id }),
      sign({ token, consent_id: first!.id }),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(racing.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      errorCode: 'CONSENT_ALREADY_ANSWERED',
    });
    const again = await sign({ token, consent_id: first!.id });
    expect(again.statusCode).toBe(409);
    expect((await linksOf(submissionId))[0]!.usedAt).toBeNull();

    const last = await sign({ token, consent_id: second!.id });
    expect(last.statusCode).toBe(200);
    expect(last.json().remaining).toBe(0);
    expect((await linksOf(submissionId))[0]!.usedAt).not.toBeNull();
    for (const after of [await open(token), await sign({ token, consent_id: second!.id })]) {
      expect(after.statusCode).toBe(404);
      expect(after.json()).toMatchObject({ errorCode: 'CONSENT_LINK_INVALID' });
    }
  });

  it('keeps the version a request was given when a newer one is published later', async () => {
    const { tenant, privacy } = await practiceWithDocuments();
    const { token, rows } = await requestWithConsents(tenant.tenantId);
    const consentId = rows.find((r) => r.versionId === privacy.version.id)!.id;
    const newer = await publishAgain(privacy, { ...privacy.content, body: 'Neuer Text, Fassung zwei.' });

    const opened = (await open(token)).json();
    expect(opened.documents.find((d: { consent_id: string }) => d.consent_id === consentId)).toMatchObject({
      version: 1,
      body: privacy.content.body,
    });
    expect((await sign({ token, consent_id: consentId })).statusCode).toBe(200);
    const stored = await storedForCheck(consentId);
    expect(stored.versionId).toBe(privacy.version.id);
    const check = await checkConsent(ctx, stored);
    expect(check.ok && check.evidence.documentSha256).toBe(privacy.version.contentSha256);
    // A request made now is given the newer version.
    const later = await requestWithConsents(tenant.tenantId);
    expect(later.rows.map((r) => r.versionId)).toContain(newer.id);
    expect(later.rows.map((r) => r.versionId)).not.toContain(privacy.version.id);
  });
});

describe('the confirmation mail', () => {
  it("holds a fresh signing link in the patient's language whose token opens the documents; no health data", async () => {
    const { tenant } = await practiceWithDocuments({ notifications: { patientConfirmation: true } });
    await setRecipients(ctx, tenant.id, [`team-${tenant.tenantId}@praxis.test`]);
    const { submissionId, consentToken } = (await createRequest(
      ctx,
      tenant.tenantId,
      {
        ...prescription,
        name: PATIENT.name,
        email: PATIENT.email,
        phone: PATIENT.phone,
        message: PATIENT.marker,
      },
      { patientLanguage: 'en' },
    )) as { submissionId: string; consentToken?: string };
    await scoreSubmissions(ctx, [submissionId]);
    await jobHandler(ctx, 'notify-submission')({ submissionId });

    const [received] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(submissionId));
    expect(received).toBeDefined();
    const { mail, raw } = received!;
    const url = new URL(
      /https:\/\/praxis\.example\/online-rezeption\/unterschreiben\S+/.exec(mail.text!)![0],
    );
    expect(url.searchParams.get('tenant')).toBe(tenant.tenantId);
    expect(url.searchParams.get('lang')).toBe('en');
    const texts = PATIENT_CATALOGUES.en.mail;
    for (const line of [texts.signingIntro, texts.signingHint]) expect(mail.text).toContain(line);
    expect(mail.html).toContain(texts.signingButton);
    const token = new URLSearchParams(url.hash.slice(1)).get('t')!;
    // A link of its own beside the reception's, made when the mail was sent.
    expect(token).not.toBe(consentToken);
    const hashes = (await linksOf(submissionId)).map((l) => l.tokenHash);
    expect(hashes.sort()).toEqual([hashConsentToken(token), hashConsentToken(consentToken!)].sort());

    const opened = await open(token, 'en');
    expect(opened.statusCode).toBe(200);
    expect(opened.json().documents).toHaveLength(2);
    for (const secret of [PATIENT.name, PATIENT.marker, PATIENT.phone, 'Consent to data processing'])
      expect(`${raw}\n${mail.text}\n${mail.html}`).not.toContain(secret);
  });

  it('has no signing link when nothing is pending', async () => {
    const { tenant } = await practiceWithDocuments({ notifications: { patientConfirmation: true } });
    await setRecipients(ctx, tenant.id, [`team-${tenant.tenantId}@praxis.test`]);
    const { submissionId } = await patientRequest(ctx, tenant.tenantId);
    await scoreSubmissions(ctx, [submissionId]);
    await jobHandler(ctx, 'notify-submission')({ submissionId });
    const [received] = await smtp.parsedMailsTo(PATIENT.email, referenceNumber(submissionId));
    expect(received!.mail.text).not.toContain('/unterschreiben');
    expect(await linksOf(submissionId)).toEqual([]);
  });
});
