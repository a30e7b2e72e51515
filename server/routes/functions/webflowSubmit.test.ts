import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions, ipBlacklist } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser, randomIp } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { externalUrl } from './webflowSubmit.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (fields: Record<string, string>, headers: Record<string, string> = {}, ip = randomIp()) =>
  postRaw(
    new URLSearchParams(fields).toString(),
    {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    ip,
  );

const postRaw = (payload: string | Buffer, headers: Record<string, string>, ip = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/functions/v1/webflow-submit',
    headers,
    payload,
    remoteAddress: ip,
  });

const rowsOf = (tenantId: string) =>
  ctx.db.select().from(formSubmissions).where(eq(formSubmissions.tenantId, tenantId));

/** The 303 target of a failure, parsed (our relative pages against a dummy origin). */
const failure = (response: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location), 'http://unsere-seite');
};

const contact = { name: 'Paula Post', email: 'paula@beispiel.test', message: 'Bitte um Rückruf' };

/** A practice whose website is https://praxis.example: success_url and error_url may lead there. */
const practiceWithWebsite = (domains?: string[]) =>
  makeTenant(ctx, { config: { website: 'https://www.praxis.example/' }, domains });

describe('POST /functions/v1/webflow-submit', () => {
  it('needs no key and redirects to success_url with 303', async () => {
    const t = await practiceWithWebsite();
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

  it('sends failures to error_url with the error id and text, or to our error page with the id', async () => {
    // An unknown practice has no website: the posting page's own origin is trusted.
    const toTheirs = await post(
      { tenantId: 'unbekannt', ...contact, error_url: 'https://praxis.example/fehler?x=1' },
      { origin: 'https://praxis.example' },
    );
    expect(toTheirs.statusCode).toBe(303);
    const location = new URL(String(toTheirs.headers.location));
    expect(location.origin + location.pathname).toBe('https://praxis.example/fehler');
    expect(location.searchParams.get('x')).toBe('1');
    // Their page gets the stable id and our wording; ours gets the id only (issue 43).
    expect(location.searchParams.get('error')).toBe('TENANT_NOT_FOUND');
    expect(location.searchParams.get('message')).toBe(
      'Praxis nicht gefunden. Bitte prüfen Sie die tenantId.',
    );

    const toOurs = await post({ tenantId: 'unbekannt', ...contact });
    const ours = new URL(String(toOurs.headers.location), 'http://x');
    expect(ours.pathname).toBe('/error');
    expect(ours.searchParams.get('tenant')).toBe('unbekannt');
    expect(ours.searchParams.get('error')).toBe('TENANT_NOT_FOUND');
    expect(ours.searchParams.has('message')).toBe(false);

    const t = await makeTenant(ctx);
    const empty = await post({ tenantId: t.tenantId });
    expect(new URL(String(empty.headers.location), 'http://x').searchParams.get('error')).toBe('BAD_REQUEST');
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

  it.each([
    ['a foreign host', 'https://evil.example/danke'],
    ['a look-alike host', 'https://praxis.example.evil.example/danke'],
    ['user info naming the practice', 'https://praxis.example@evil.example/danke'],
    ['backslashes', 'https:\\\\evil.example/danke'],
    ['a staff page of a configured domain', 'https://rezeption.praxis.test/login'],
  ])(
    'keeps patients with the practice: %s as success_url or error_url goes to our pages',
    async (_c, target) => {
      const t = await practiceWithWebsite(['rezeption.praxis.test']);
      const ok = await post(
        { tenantId: t.tenantId, ...contact, success_url: target },
        { origin: 'https://www.praxis.example' },
      );
      expect(String(ok.headers.location)).toMatch(/^\/success\?tenant=/);
      const failed = failure(
        await post(
          { tenantId: t.tenantId, error_url: target },
          { referer: 'https://www.praxis.example/kontakt' },
        ),
      );
      expect(failed.origin + failed.pathname).toBe('http://unsere-seite/error');
      expect(failed.searchParams.get('error')).toBe('BAD_REQUEST');
      expect(await rowsOf(t.id)).toHaveLength(1);
    },
  );

  it.each([
    ['the website without www', 'https://praxis.example/danke'],
    ['a subdomain of the website', 'https://termine.praxis.example/danke'],
    ['a patient page of a configured domain', 'https://rezeption.praxis.test/online-rezeption/erfolg'],
  ])('follows %s', async (_case, target) => {
    const t = await practiceWithWebsite(['rezeption.praxis.test']);
    const ok = await post({ tenantId: t.tenantId, ...contact, success_url: target });
    expect(ok.headers.location).toBe(target);
    const failed = failure(await post({ tenantId: t.tenantId, error_url: target }));
    expect(failed.origin + failed.pathname).toBe(target.replace(/^(https:\/\/[^/]+\/[^?]*).*$/, '$1'));
  });

  it('follows the posting page back to its own origin (Origin, else Referer), not to other hosts', async () => {
    const t = await makeTenant(ctx);
    const viaOrigin = await post(
      { tenantId: t.tenantId, ...contact, success_url: 'https://andere-seite.example/danke' },
      { origin: 'https://andere-seite.example' },
    );
    expect(viaOrigin.headers.location).toBe('https://andere-seite.example/danke');
    const viaReferer = await post(
      { tenantId: t.tenantId, ...contact, success_url: 'https://andere-seite.example/danke' },
      { origin: 'null', referer: 'https://andere-seite.example/kontakt?x=1' },
    );
    expect(viaReferer.headers.location).toBe('https://andere-seite.example/danke');
    const otherHost = await post(
      { tenantId: t.tenantId, ...contact, success_url: 'https://evil.example/danke' },
      { origin: 'https://andere-seite.example' },
    );
    expect(String(otherHost.headers.location)).toMatch(/^\/success\?tenant=/);
    const otherPort = await post(
      { tenantId: t.tenantId, ...contact, success_url: 'https://andere-seite.example:8443/danke' },
      { referer: 'https://andere-seite.example/kontakt' },
    );
    expect(String(otherPort.headers.location)).toMatch(/^\/success\?tenant=/);
    const unknown = failure(
      await post(
        { tenantId: 'unbekannt', ...contact, error_url: 'https://evil.example/fehler' },
        { origin: 'https://andere-seite.example' },
      ),
    );
    expect(unknown.origin + unknown.pathname).toBe('http://unsere-seite/error');
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

  it('reads the text fields of a multipart/form-data post like url-encoded ones', async () => {
    const t = await practiceWithWebsite();
    const body = multipart({ tenantId: t.tenantId, ...contact, success_url: 'https://praxis.example/danke' });
    const response = await postRaw(body.payload, body.headers);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('https://praxis.example/danke');
    const [row] = await rowsOf(t.id);
    const stored = await ctx.crypto.decryptJson<Record<string, unknown>>(t.id, row.formData);
    expect(stored.ok && stored.value).toMatchObject(contact);
    expect(stored.ok && 'success_url' in stored.value).toBe(false);
  });

  it('refuses a file in a multipart post with the error redirect and stores nothing', async () => {
    const t = await practiceWithWebsite();
    const body = multipart(
      { tenantId: t.tenantId, ...contact, error_url: 'https://praxis.example/fehler' },
      { name: 'rezept.png', type: 'image/png', bytes: Buffer.from('nicht wirklich ein Bild') },
    );
    const location = failure(await postRaw(body.payload, body.headers));
    expect(location.origin + location.pathname).toBe('https://praxis.example/fehler');
    expect(location.searchParams.get('error')).toBe('FILES_NOT_ACCEPTED');
    expect(location.searchParams.get('message')).toContain('nimmt keine Dateien an');
    // A photo over the size limit is still named as a file, not as a long message.
    const photo = multipart(
      { tenantId: t.tenantId, ...contact, error_url: 'https://praxis.example/fehler' },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: Buffer.alloc(400_000, 1) },
    );
    const big = failure(await postRaw(photo.payload, photo.headers));
    expect(big.origin + big.pathname).toBe('https://praxis.example/fehler');
    expect(big.searchParams.get('error')).toBe('FILES_NOT_ACCEPTED');
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('redirects an unsupported content type and a malformed body, or answers JSON when asked', async () => {
    const t = await makeTenant(ctx);
    const text = failure(
      await postRaw(`tenantId=${t.tenantId}\r\nname=Paula`, { 'content-type': 'text/plain' }),
    );
    expect(text.pathname).toBe('/error');
    expect(text.searchParams.get('error')).toBe('UNSUPPORTED_MEDIA_TYPE');

    const asJson = await postRaw('hallo', { 'content-type': 'text/plain', accept: 'application/json' });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json()).toMatchObject({ success: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });

    const badJson = failure(await postRaw('{"tenantId": ', { 'content-type': 'application/json' }));
    expect(badJson.searchParams.get('error')).toBe('BAD_REQUEST');
    const noBoundary = failure(
      await postRaw('--x\r\n', { 'content-type': 'multipart/form-data; boundary=anders' }),
    );
    expect(noBoundary.searchParams.get('error')).toBe('BAD_REQUEST');
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('redirects a body over 256 KB to error_url (url-encoded and multipart) and stores nothing', async () => {
    const t = await practiceWithWebsite();
    const fields = { tenantId: t.tenantId, error_url: 'https://praxis.example/fehler', ...contact };
    const huge = 'x'.repeat(270_000);
    const encoded = failure(await post({ ...fields, message: huge }));
    expect(encoded.origin + encoded.pathname).toBe('https://praxis.example/fehler');
    expect(encoded.searchParams.get('error')).toBe('PAYLOAD_TOO_LARGE');
    expect(encoded.searchParams.get('message')).toContain('zu groß');

    const body = multipart({ ...fields, message: huge });
    const parts = failure(await postRaw(body.payload, body.headers));
    expect(parts.origin + parts.pathname).toBe('https://praxis.example/fehler');
    expect(parts.searchParams.get('error')).toBe('PAYLOAD_TOO_LARGE');

    const ours = failure(await post({ tenantId: t.tenantId, ...contact, message: huge }));
    expect(ours.pathname).toBe('/error');
    expect(ours.searchParams.get('tenant')).toBe(t.tenantId);

    const unsafe = failure(await post({ ...fields, error_url: 'javascript:alert(1)', message: huge }));
    expect(unsafe.origin + unsafe.pathname).toBe('http://unsere-seite/error');

    const asJson = await post({ ...fields, message: huge }, { accept: 'application/json' });
    expect(asJson.statusCode).toBe(413);
    expect(asJson.json()).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('redirects a blacklisted address with the reason and stores nothing', async () => {
    const t = await practiceWithWebsite();
    const ip = randomIp();
    await ctx.db.insert(ipBlacklist).values({ ipHash: ctx.ipHash(ip), reason: 'Test' });
    const location = failure(
      await post({ tenantId: t.tenantId, ...contact, error_url: 'https://praxis.example/fehler' }, {}, ip),
    );
    expect(location.origin + location.pathname).toBe('https://praxis.example/fehler');
    expect(location.searchParams.get('error')).toBe('IP_BLOCKED');
    expect(location.searchParams.get('message')).toContain('aus Sicherheitsgründen abgelehnt');
    expect(await rowsOf(t.id)).toHaveLength(0);
  });

  it('allows 20 posts per address and practice in 10 minutes, then redirects with the reason', async () => {
    const t = await makeTenant(ctx);
    const ip = randomIp();
    for (let i = 0; i < 20; i++) {
      const ok = await post({ tenantId: t.tenantId, ...contact }, {}, ip);
      expect(String(ok.headers.location)).toMatch(/^\/success/);
    }
    const limited = failure(await post({ tenantId: t.tenantId, ...contact }, {}, ip));
    expect(limited.pathname).toBe('/error');
    expect(limited.searchParams.get('error')).toBe('RATE_LIMITED');
    expect(await rowsOf(t.id)).toHaveLength(20);
  });

  it('redirects a failure raised before the handler (a foreign Origin with a staff session)', async () => {
    const t = await makeTenant(ctx);
    const user = await makeUser(ctx, { tenantSlugs: [t.tenantId] });
    const cookie = await loginCookie(ctx, user.email);
    const location = failure(
      await post(
        { tenantId: t.tenantId, ...contact, error_url: 'https://praxis.example/fehler' },
        { cookie, origin: 'https://fremd.example' },
      ),
    );
    expect(location.pathname).toBe('/error');
    expect(location.searchParams.get('error')).toBe('ORIGIN_MISMATCH');
    expect(await rowsOf(t.id)).toHaveLength(0);
  });
});
