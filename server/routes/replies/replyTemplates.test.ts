// A practice's reply templates (issue 28): its staff read them, platform admins save and reset them; the next
// reply uses the saved text.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_REPLY_TEMPLATES } from '../../../common/replies/builtInTemplates.ts';
import { REPLY_TEMPLATE_VALUES } from '../../../common/replies/replyTemplateKinds.ts';
import { auditLog, replyTemplates } from '../../db/schema.ts';
import { loginCookie, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { patientQuestion, replyPractice } from './testHelpers.ts';

let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  // A mail server configured (replies refuse the outbox) but never reached: no worker sends here.
  ctx = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:9' });
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie: string | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const list = (tenantId: string, cookie: string | null) =>
  call('GET', `/api/reply-templates?tenant=${tenantId}`, cookie);
const templateUrl = (tenantId: string, kind: string) => `/api/reply-templates/${tenantId}/${kind}`;
const savedOf = (tenantId: string) =>
  ctx.db.select().from(replyTemplates).where(eq(replyTemplates.tenantId, tenantId));

describe('GET /api/reply-templates', () => {
  it('gives the staff of the practice all five, built-in until saved, with the name replies carry', async () => {
    const { tenant, cookie } = await replyPractice(ctx);
    const response = await list(tenant.id, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tenant).toEqual({ id: tenant.id, name: tenant.name, practice_name: 'Physio Süd' });
    expect(body.templates.map((t: { kind: string }) => t.kind)).toEqual([...REPLY_TEMPLATE_VALUES]);
    for (const template of body.templates)
      expect(template).toMatchObject({
        ...BUILT_IN_REPLY_TEMPLATES[template.kind as keyof typeof BUILT_IN_REPLY_TEMPLATES],
        custom: false,
        updated_at: null,
      });
    expect(body.templates[0].label).toBe('Terminvorschlag');
  });

  it('answers 401 without a session, 404 for another practice or an unknown one, 400 for a bad id', async () => {
    const { tenant, strangerCookie } = await replyPractice(ctx);
    expect((await list(tenant.id, null)).statusCode).toBe(401);
    expect((await list(tenant.id, strangerCookie)).statusCode).toBe(404);
    expect((await list(randomUUID(), adminCookie)).statusCode).toBe(404);
    const bad = await list('physio-sued', adminCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('VALIDATION_ERROR');
    expect((await call('GET', '/api/reply-templates', adminCookie)).statusCode).toBe(400);
  });
});

describe('PUT/DELETE /api/reply-templates/:tenantId/:kind', () => {
  it("saves the practice's own text, audited without it; the next reply uses it; reset goes back", async () => {
    const { tenant, cookie } = await replyPractice(ctx);
    const text = {
      subject: ' Rückruf von {{praxis}} ',
      body: 'Hallo {{name}},\nbitte rufen Sie uns an (Referenz {{referenz}}).\n{{praxis}}',
    };
    const saved = await call('PUT', templateUrl(tenant.id, 'rueckrufbitte'), adminCookie, text);
    expect(saved.statusCode).toBe(200);
    const template = saved.json().templates.find((t: { kind: string }) => t.kind === 'rueckrufbitte');
    expect(template).toMatchObject({ subject: 'Rückruf von {{praxis}}', body: text.body, custom: true });
    expect(template.updated_at).not.toBeNull();
    // The practice's staff read it too.
    const read = (await list(tenant.id, cookie)).json().templates;
    expect(read.filter((t: { custom: boolean }) => t.custom).map((t: { kind: string }) => t.kind)).toEqual([
      'rueckrufbitte',
    ]);
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.tenantId, tenant.id));
    expect(audits.filter((a) => a.action === 'reply_template.save').map((a) => a.details)).toEqual([
      {
        kind: 'rueckrufbitte',
        subject_length: 'Rückruf von {{praxis}}'.length,
        body_length: text.body.length,
      },
    ]);

    const { id } = await patientQuestion(ctx, tenant.tenantId);
    const reply = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/replies`,
      headers: { cookie },
      payload: { template: 'rueckrufbitte' },
    });
    expect(reply.statusCode).toBe(202);
    expect(reply.json().reply).toMatchObject({
      subject: 'Rückruf von Physio Süd',
      body: `Hallo Jürgen Weiß,\nbitte rufen Sie uns an (Referenz ${id.slice(0, 8).toUpperCase()}).\nPhysio Süd`,
    });

    const reset = await call('DELETE', templateUrl(tenant.id, 'rueckrufbitte'), adminCookie);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().templates.every((t: { custom: boolean }) => !t.custom)).toBe(true);
    expect(await savedOf(tenant.id)).toEqual([]);
  });

  it('is for platform admins: 401 without a session, 403 for staff, and nothing changes', async () => {
    const { tenant, cookie } = await replyPractice(ctx);
    const text = { subject: 'Betreff', body: 'Text' };
    expect((await call('PUT', templateUrl(tenant.id, 'frei'), null, text)).statusCode).toBe(401);
    const forbidden = await call('PUT', templateUrl(tenant.id, 'frei'), cookie, text);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().errorCode).toBe('FORBIDDEN');
    expect((await call('DELETE', templateUrl(tenant.id, 'frei'), cookie)).statusCode).toBe(403);
    expect(await savedOf(tenant.id)).toEqual([]);
  });

  it('refuses bad input with a stable id and an unknown practice with 404, changing nothing', async () => {
    const { tenant } = await replyPractice(ctx);
    const cases: [string, object, string][] = [
      [templateUrl(tenant.id, 'frei'), { subject: '', body: 'Text' }, '/subject'],
      [templateUrl(tenant.id, 'frei'), { subject: 'Zeile\nzwei', body: 'Text' }, '/subject'],
      [templateUrl(tenant.id, 'frei'), { subject: 'Betreff', body: 'Am {{termin}}' }, '/body'],
      [templateUrl(tenant.id, 'frei'), { subject: 'Betreff' }, '/body'],
      [templateUrl(tenant.id, 'geburtstag'), { subject: 'Betreff', body: 'Text' }, '/kind'],
      [templateUrl('keine-uuid', 'frei'), { subject: 'Betreff', body: 'Text' }, '/tenantId'],
    ];
    for (const [url, payload, path] of cases) {
      const response = await call('PUT', url, adminCookie, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().errorCode).toBe('VALIDATION_ERROR');
      expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const placeholder = await call('PUT', templateUrl(tenant.id, 'frei'), adminCookie, {
      subject: 'Betreff',
      body: 'Am {{termin}}',
    });
    expect(placeholder.json().error).toContain('Unbekannter Platzhalter {{termin}}');
    const unknown = await call('PUT', templateUrl(randomUUID(), 'frei'), adminCookie, {
      subject: 'Betreff',
      body: 'Text',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await savedOf(tenant.id)).toEqual([]);
  });
});
