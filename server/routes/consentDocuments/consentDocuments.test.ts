// The administration's consent documents (issue 30): platform admins write a practice's drafts, publish them as
// versions that never change again, archive them; everything sealed with the practice's key and audited.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentContent } from '../../../common/consent/content.ts';
import { CONSENT_TEMPLATES, contentFromTemplate } from '../../../common/consent/templates.ts';
import {
  auditLog,
  consentDocuments,
  consentDocumentVersions,
  formSubmissions,
  tenantSettings,
} from '../../db/schema.ts';
import { consentDocumentSha256 } from '../../services/consent/documentHash.ts';
import { checkConsent } from '../../services/consent/seal.ts';
import { answeredConsent, pendingConsent, sampleConsentContent } from '../../test/consentFixtures.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let adminCookie: string;
let adminName: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await makeUser(ctx, { role: 'admin' });
  adminName = admin.fullName;
  adminCookie = await loginCookie(ctx, admin.email);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const base = '/api/consent-documents';
const list = (tenantId: string, cookie: string | null = adminCookie) =>
  call('GET', `${base}?tenant=${tenantId}`, cookie);
const create = (
  tenantId: string,
  content: object,
  template: string | null = null,
  cookie: string | null = adminCookie,
) => call('POST', base, cookie, { tenant_id: tenantId, template, content });
const update = (id: string, content: object, cookie: string | null = adminCookie) =>
  call('PUT', `${base}/${id}`, cookie, { content });
const publish = (id: string, cookie: string | null = adminCookie) =>
  call('POST', `${base}/${id}/publish`, cookie);
const archive = (id: string, archived: boolean, cookie: string | null = adminCookie) =>
  call('PUT', `${base}/${id}/archived`, cookie, { archived });
const versions = (id: string, cookie: string | null = adminCookie) =>
  call('GET', `${base}/${id}/versions`, cookie);

/** A marker no other text holds, so a raw column or an audit row that contains it is found. */
const marker = () => `Marke-${randomUUID().slice(0, 8)}`;
const contentWith = (title: string, overrides: Partial<ConsentContent> = {}) =>
  sampleConsentContent({ title, ...overrides });

const documentRow = async (id: string) =>
  (await ctx.db.select().from(consentDocuments).where(eq(consentDocuments.id, id)))[0]!;
const versionRows = (documentId: string) =>
  ctx.db
    .select()
    .from(consentDocumentVersions)
    .where(eq(consentDocumentVersions.documentId, documentId))
    .orderBy(consentDocumentVersions.version);
const documentsOf = (tenantId: string) =>
  ctx.db.select().from(consentDocuments).where(eq(consentDocuments.tenantId, tenantId));
const auditsOf = (documentId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'consent_document'), eq(auditLog.targetId, documentId)))
    .orderBy(auditLog.id);

/** A patient's request of the practice, inserted directly (the intake is not what is tested here). */
async function submissionOf(tenantId: string) {
  const formData = await ctx.crypto.encryptJson(tenantId, { name: 'Eva Beispiel' });
  const [row] = await ctx.db
    .insert(formSubmissions)
    .values({ tenantId, formType: 'prescription', formData, quarantineStatus: 'completed' })
    .returning({ id: formSubmissions.id, tenantId: formSubmissions.tenantId });
  return row!;
}

/** A fresh practice with one draft document, made through the API. */
async function draftDocument(content: ConsentContent = contentWith(marker())) {
  const tenant = await makeTenant(ctx);
  const response = await create(tenant.id, content);
  expect(response.statusCode).toBe(201);
  return { tenant, id: response.json().id as string, content };
}

describe('who may use /api/consent-documents', () => {
  it('answers 401 without a session and 403 to the practice’s own staff, and nothing changes', async () => {
    const { tenant, id, content } = await draftDocument();
    const staffCookie = await loginCookie(
      ctx,
      (await makeUser(ctx, { tenantSlugs: [tenant.tenantId] })).email,
    );
    const before = await documentRow(id);
    for (const cookie of [null, staffCookie]) {
      const expected = cookie ? 403 : 401;
      const responses = [
        await list(tenant.id, cookie),
        await create(tenant.id, content, null, cookie),
        await update(id, contentWith('Geändert'), cookie),
        await publish(id, cookie),
        await archive(id, true, cookie),
        await versions(id, cookie),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(expected);
        expect(response.json().errorCode).toBe(cookie ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
    }
    expect(await documentsOf(tenant.id)).toEqual([before]);
    expect(await versionRows(id)).toEqual([]);
    expect((await auditsOf(id)).map((a) => a.action)).toEqual(['consent_document.create']);
  });
});

describe('bad input and unknown ids', () => {
  it('refuses bad bodies with VALIDATION_ERROR and the field, changing nothing', async () => {
    const { tenant, id } = await draftDocument();
    const before = await documentRow(id);
    const good = contentWith('Titel');
    const cases: [object, string][] = [
      [{ ...good, title: '   ' }, '/content/title'],
      [{ ...good, requestKinds: [] }, '/content/requestKinds'],
      [{ ...good, requestKinds: ['zahnreinigung'] }, '/content/requestKinds/0'],
      // A kind the reception has, but no patient signs anything for.
      [{ ...good, requestKinds: ['bewerbung'] }, '/content/requestKinds/0'],
      [{ ...good, requestKinds: ['frage', 'frage'] }, '/content/requestKinds'],
      [{ ...good, body: 'x'.repeat(20_001) }, '/content/body'],
      [{ ...good, translations: { de: { title: 'T', body: 'B' } } }, '/content/translations'],
      [{ ...good, required: 'ja' }, '/content/required'],
    ];
    for (const [content, path] of cases) {
      for (const response of [await create(tenant.id, content), await update(id, content)]) {
        expect(response.statusCode, JSON.stringify(content).slice(0, 120)).toBe(400);
        expect(response.json().errorCode).toBe('VALIDATION_ERROR');
        const paths = response.json().details.map((d: { path: string }) => d.path);
        expect(
          paths.some((p: string) => p.startsWith(path)),
          `${paths} ∌ ${path}`,
        ).toBe(true);
      }
    }
    const messages = (await create(tenant.id, { ...good, title: '' })).json().error;
    expect(messages).toContain('Bitte geben Sie einen Titel ein.');
    const badCreate: [object, string][] = [
      [{ tenant_id: 'praxis-sued', template: null, content: good }, '/tenant_id'],
      [{ tenant_id: tenant.id, template: 'kuendigung', content: good }, '/template'],
      [{ tenant_id: tenant.id, template: null }, '/content'],
    ];
    for (const [payload, path] of badCreate) {
      const response = await call('POST', base, adminCookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const badArchive = await call('PUT', `${base}/${id}/archived`, adminCookie, { archived: 'ja' });
    expect(badArchive.json().errorCode).toBe('VALIDATION_ERROR');
    for (const url of [`${base}/keine-uuid/versions`, `${base}?tenant=praxis-sued`, base]) {
      const response = await call('GET', url, adminCookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    }
    expect(await documentsOf(tenant.id)).toEqual([before]);
    expect(await versionRows(id)).toEqual([]);
  });

  it('answers 404 for an unknown practice or document, and for those of a practice being deleted', async () => {
    const { tenant, id, content } = await draftDocument();
    const unknown = randomUUID();
    for (const response of [
      await list(unknown),
      await create(unknown, content),
      await update(unknown, content),
      await publish(unknown),
      await archive(unknown, true),
      await versions(unknown),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    await ctx.db
      .update(tenantSettings)
      .set({ config: sql`jsonb_set(${tenantSettings.config}, '{deletion}', '{"status":"running"}'::jsonb)` })
      .where(eq(tenantSettings.id, tenant.id));
    const before = await documentRow(id);
    for (const response of [
      await list(tenant.id),
      await create(tenant.id, content),
      await update(id, contentWith('Geändert')),
      await publish(id),
      await archive(id, true),
      await versions(id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
    expect(await documentsOf(tenant.id)).toEqual([before]);
    expect(await versionRows(id)).toEqual([]);
  });
});

describe('drafts and versions', () => {
  it('creates a draft sealed with the practice’s key, from scratch or a template, listed newest first', async () => {
    const title = marker();
    const { tenant, id, content } = await draftDocument(contentWith(title, { body: `Text ${title}` }));
    const stored = await documentRow(id);
    expect(stored.draft).not.toContain(title);
    expect(stored.template).toBeNull();
    expect(await ctx.crypto.decryptJson(tenant.id, stored.draft)).toEqual({ ok: true, value: content });

    const fromTemplate = await create(tenant.id, contentFromTemplate('ausfallhonorar'), 'ausfallhonorar');
    expect(fromTemplate.statusCode).toBe(201);
    const made = fromTemplate.json();
    expect(made).toMatchObject({
      tenant_id: tenant.id,
      template: 'ausfallhonorar',
      published: null,
      has_unpublished_changes: true,
      archived_at: null,
    });
    expect(made.draft).toEqual(contentFromTemplate('ausfallhonorar'));
    expect(made.draft.required).toBe(false);
    expect((await documentRow(made.id)).draft).not.toContain(CONSENT_TEMPLATES.ausfallhonorar.title);

    const listed = await list(tenant.id);
    expect(listed.statusCode).toBe(200);
    const documents = listed.json().documents;
    expect(documents.map((d: { id: string }) => d.id)).toEqual([made.id, id]);
    expect(documents[1]).toMatchObject({ template: null, draft: content, published: null });
    // Another practice's list does not hold them.
    expect((await list((await makeTenant(ctx)).id)).json().documents).toEqual([]);
  });

  it('publishes versions that never change: a new draft, a second version, the first byte for byte the same', async () => {
    const translations = {
      en: { title: 'Consent', body: 'I agree.' },
      tr: { title: 'Onay', body: 'Kabul.' },
    };
    const { tenant, id, content } = await draftDocument(contentWith(marker(), { translations }));
    const first = await publish(id);
    expect(first.statusCode).toBe(200);
    const v1Hash = consentDocumentSha256(id, 1, content);
    expect(first.json()).toMatchObject({
      id,
      has_unpublished_changes: false,
      published: { version: 1, content_sha256: v1Hash, published_by: adminName, answered: 0 },
    });
    const [v1] = await versionRows(id);
    expect(v1).toMatchObject({ version: 1, requestKinds: content.requestKinds, required: true });
    expect(v1!.content).not.toContain(content.title);
    expect(v1!.contentSha256).toBe(v1Hash);

    // Nothing new: refused, also when the same draft is saved again with its translations in another order.
    const unchanged = await publish(id);
    expect(unchanged.statusCode).toBe(409);
    expect(unchanged.json().errorCode).toBe('CONSENT_NOTHING_TO_PUBLISH');
    const reordered = { ...content, translations: { tr: translations.tr, en: translations.en } };
    expect((await update(id, reordered)).json().has_unpublished_changes).toBe(false);
    expect((await publish(id)).json().errorCode).toBe('CONSENT_NOTHING_TO_PUBLISH');

    // A patient signs version 1.
    const submission = await submissionOf(tenant.id);
    const signed = await answeredConsent(ctx, submission, {
      document: await documentRow(id),
      version: v1!,
      content,
    });

    const changed: ConsentContent = {
      ...content,
      body: `${content.body}\n\n- neuer Punkt`,
      translations: { en: { title: 'Consent', body: 'I agree to all of it.' } },
      requestKinds: ['selbstzahler'],
      required: false,
    };
    const saved = await update(id, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      draft: changed,
      has_unpublished_changes: true,
      published: { version: 1, content_sha256: v1Hash },
    });
    expect(await versionRows(id)).toEqual([v1]);

    const second = await publish(id);
    expect(second.statusCode).toBe(200);
    const v2Hash = consentDocumentSha256(id, 2, changed);
    expect(second.json()).toMatchObject({
      has_unpublished_changes: false,
      published: { version: 2, content_sha256: v2Hash, answered: 0 },
    });
    const [v1After, v2] = await versionRows(id);
    expect(v1After).toEqual(v1);
    expect(v2).toMatchObject({ version: 2, requestKinds: ['selbstzahler'], required: false });
    expect(v2!.contentSha256).toBe(v2Hash);
    // The signature on version 1 still checks out against its text.
    expect(await checkConsent(ctx, { ...signed.consent, version: v1After! })).toMatchObject({ ok: true });

    const history = await versions(id);
    expect(history.statusCode).toBe(200);
    expect(history.json().versions).toMatchObject([
      { id: v2!.id, version: 2, content: changed, content_sha256: v2Hash, published_by: adminName },
      { id: v1!.id, version: 1, content, content_sha256: v1Hash, answered: 1 },
    ]);
  });

  it('counts signed and declined answers of a version, not pending ones', async () => {
    const { tenant, id, content } = await draftDocument();
    await publish(id);
    const [version] = await versionRows(id);
    const published = { document: await documentRow(id), version: version!, content };
    await answeredConsent(ctx, await submissionOf(tenant.id), published);
    await answeredConsent(ctx, await submissionOf(tenant.id), published, { status: 'declined' });
    await answeredConsent(ctx, await submissionOf(tenant.id), published, { method: 'typed' });
    await pendingConsent(ctx, await submissionOf(tenant.id), version!.id);
    const [listed] = (await list(tenant.id)).json().documents;
    expect(listed.published).toMatchObject({ version: 1, answered: 3 });
    expect((await versions(id)).json().versions[0].answered).toBe(3);
  });

  it('archives and unarchives; an archived document is listed but not published', async () => {
    const { tenant, id } = await draftDocument();
    const archived = await archive(id, true);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived_at).toEqual(expect.any(String));
    // Archiving again changes nothing and records nothing.
    expect((await archive(id, true)).json().archived_at).toBe(archived.json().archived_at);
    expect((await list(tenant.id)).json().documents).toMatchObject([{ id, archived_at: expect.any(String) }]);

    const refused = await publish(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toContain('archiviert');
    expect(await versionRows(id)).toEqual([]);
    // Its draft can still be prepared while archived.
    expect((await update(id, contentWith('Überarbeitet'))).statusCode).toBe(200);

    const restored = await archive(id, false);
    expect(restored.json().archived_at).toBeNull();
    expect((await publish(id)).json().published.version).toBe(1);
  });

  it('audits every write with ids and version numbers, never the text', async () => {
    const title = marker();
    const { tenant, id } = await draftDocument(contentWith(title));
    await update(id, contentWith(`${title} zwei`));
    await publish(id);
    await archive(id, true);
    await archive(id, true);
    await archive(id, false);
    await update(id, contentWith(`${title} drei`));
    await publish(id);
    const audits = await auditsOf(id);
    expect(audits.map((a) => [a.action, a.details])).toEqual([
      ['consent_document.create', null],
      ['consent_document.update', null],
      ['consent_document.publish', { version: 1 }],
      ['consent_document.archive', null],
      ['consent_document.unarchive', null],
      ['consent_document.update', null],
      ['consent_document.publish', { version: 2 }],
    ]);
    for (const row of audits) {
      expect(row).toMatchObject({ tenantId: tenant.id, actorKind: 'user', targetId: id });
      expect(JSON.stringify(row)).not.toContain(title);
    }
    // The Protokoll names them in German.
    const protocol = await call('GET', `/api/audit?practice=${tenant.id}`, adminCookie);
    const labels = protocol.json().entries.map((e: { action: { label: string } }) => e.action.label);
    expect(labels).toContain('Einwilligungsdokument veröffentlicht');
  });
});
