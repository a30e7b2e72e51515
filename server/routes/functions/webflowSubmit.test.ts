import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../db/schema.ts';
import { makeTenant, randomIp } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { externalUrl } from './webflowSubmit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/webflow-submit',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: randomIp(),
  });

const contact = { name: 'Paula Post', email: 'paula@beispiel.test', message: 'Bitte um Rückruf' };

describe('POST /functions/v1/webflow-submit', () => {
  it('needs no key and redirects to success_url with 303', async () => {
    const t = await makeTenant(ctx);
    const response = await post({
      tenantId: t.tenantId,
      ...contact,
      success_url: 'https://praxis.example/danke',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('https://praxis.example/danke');
    const rows = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.tenantId, t.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].formType).toBe('contact');
  });

  it('falls back to our success page with the tenant and the referring page', async () => {
    const t = await makeTenant(ctx);
    const response = await post(
      { tenantId: t.tenantId, ...contact },
      { referer: 'https://praxis.example/kontakt' },
    );
    expect(response.headers.location).toBe(
      `/success?tenant=${t.tenantId}&from=${encodeURIComponent('https://praxis.example/kontakt')}`,
    );
  });

  it('sends failures to error_url with the reason, or to our error page', async () => {
    const toTheirs = await post({
      tenantId: 'unbekannt',
      ...contact,
      error_url: 'https://praxis.example/fehler?x=1',
    });
    expect(toTheirs.statusCode).toBe(303);
    const location = new URL(String(toTheirs.headers.location));
    expect(location.origin + location.pathname).toBe('https://praxis.example/fehler');
    expect(location.searchParams.get('x')).toBe('1');
    expect(location.searchParams.get('error')).toBe('Praxis nicht gefunden. Bitte prüfen Sie die tenantId.');

    const toOurs = await post({ tenantId: 'unbekannt', ...contact });
    const ours = new URL(String(toOurs.headers.location), 'http://x');
    expect(ours.pathname).toBe('/error');
    expect(ours.searchParams.get('tenant')).toBe('unbekannt');
    expect(ours.searchParams.get('error')).toContain('Praxis nicht gefunden');

    const t = await makeTenant(ctx);
    const empty = await post({ tenantId: t.tenantId });
    expect(new URL(String(empty.headers.location), 'http://x').searchParams.get('error')).toBe(
      'Das Formular enthält keine Angaben.',
    );
  });

  it.each([
    'javascript:alert(1)',
    '/relativ',
    '//boese.example/pfad',
    'data:text/html,hallo',
    'ftp://praxis.example',
  ])('ignores the unsafe redirect target %s', async (target) => {
    const t = await makeTenant(ctx);
    const response = await post({ tenantId: t.tenantId, ...contact, success_url: target });
    expect(String(response.headers.location)).toMatch(/^\/success\?tenant=/);
    expect(externalUrl(target)).toBeNull();
  });

  it('answers JSON when the client asks for JSON', async () => {
    const t = await makeTenant(ctx);
    const ok = await post({ tenantId: t.tenantId, ...contact }, { accept: 'application/json' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, submissionId: expect.any(String) });
    const bad = await post({ tenantId: 'unbekannt', ...contact }, { accept: 'application/json' });
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'TENANT_NOT_FOUND' });
  });

  it('treats a filled honeypot as success without notifying anyone', async () => {
    const t = await makeTenant(ctx);
    const response = await post({ tenantId: t.tenantId, ...contact, _gotcha: 'bot' });
    expect(String(response.headers.location)).toMatch(/^\/success/);
    const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.tenantId, t.id));
    expect(row.isSpam).toBe(true);
  });
});
