// Invitations (issue 27) through the real app and a real SMTP server: an admin creates a user without a
// password, the user sets their own from the link (72 hours, single use), and the admin can send it again.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordTokens, users } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser, randomIp, TEST_PASSWORD } from '../../test/factories.ts';
import { type MailServer, parseMail, startMailServer } from '../../test/mailServer.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { challengeOf, codeAt, enableTwoFactor, passwordStep } from '../twoFactor/testHelpers.ts';

let ctx: TestContext;
let mail: MailServer;
let admin: Awaited<ReturnType<typeof makeUser>>;
let adminCookie: string;
let userCookie: string;
beforeAll(async () => {
  mail = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: mail.url, PUBLIC_URL: 'https://praxis.example.de' });
  admin = await makeUser(ctx, { role: 'admin' });
  adminCookie = await loginCookie(ctx, admin.email);
  userCookie = await loginCookie(ctx, (await makeUser(ctx)).email);
});
afterAll(async () => {
  await ctx.close();
  await mail.close();
});

const OWN = 'Mein-eigenes-Passwort-1';
const unique = () => Math.random().toString(36).slice(2, 10);
const post = (url: string, cookie: string | undefined, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: randomIp(),
  });
const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: randomIp(),
  });

async function invite(extra: Record<string, unknown> = {}) {
  const tenant = await makeTenant(ctx);
  const email = `eingeladen-${unique()}@praxis.test`;
  const response = await post('/api/users', adminCookie, {
    email,
    full_name: 'Ina Eingeladen',
    role: 'user',
    tenants: [tenant.tenantId],
    ...extra,
  });
  return { response, email };
}

async function invitationToken(address: string, count = 1) {
  await expect.poll(() => mail.mailsTo(address).length, { timeout: 10_000 }).toBe(count);
  const parsed = await parseMail(mail.mailsTo(address).at(-1)!.raw);
  expect(parsed.subject).toBe('Einladung zu Praxisdesk');
  const token = /\/login\/passwort-festlegen#token=([A-Za-z0-9_-]+)/.exec(parsed.text ?? '')?.[1];
  expect(token, parsed.text).toBeTruthy();
  return { token: token!, text: parsed.text ?? '' };
}

describe('creating a user without a password sends an invitation', () => {
  it('mails a 72-hour link; no password works until the user chose one; the link sets it once', async () => {
    const { response, email } = await invite();
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      invitation_sent: true,
      user: { email, invitation_pending: true, must_change_password: false },
    });
    const { token, text } = await invitationToken(email);
    expect(text).toContain('72 Stunden');
    expect(text).toContain(admin.fullName);
    const id = response.json().user.id as string;
    const [row] = await ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, id));
    expect(row!.purpose).toBe('invitation');
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 72 * 3600_000)).toBeLessThan(5_000);

    const info = await post('/api/auth/password-link', undefined, { token });
    expect(info.json()).toMatchObject({ purpose: 'invitation', email });
    const done = await post('/api/auth/password-link/complete', undefined, { token, password: OWN });
    expect(done.json()).toEqual({ purpose: 'invitation' });
    expect(
      (await post('/api/auth/password-link/complete', undefined, { token, password: OWN })).statusCode,
    ).toBe(410);

    const signedIn = await login(email, OWN);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toHaveProperty('user');
    const [accepted] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.invitation_accepted'), eq(auditLog.targetId, id)));
    expect(accepted).toBeDefined();
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: adminCookie } })
    ).json();
    expect(list.users.find((u: { id: string }) => u.id === id)).toMatchObject({ invitation_pending: false });
  });

  it('an invited user has no working password before accepting (a login fails as any wrong password)', async () => {
    const { response, email } = await invite();
    const row = (await ctx.db.select().from(users).where(eq(users.id, response.json().user.id)))[0]!;
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(email, '')).statusCode).toBe(400);
    expect((await login(email, 'irgendein-Passwort')).statusCode).toBe(401);
  });

  it('a password an admin sets anyway sends no invitation', async () => {
    const { response, email } = await invite({ password: 'Vom-Admin-gewaehlt-1' });
    expect(response.json()).toMatchObject({ invitation_sent: null, user: { must_change_password: true } });
    expect(mail.mailsTo(email)).toHaveLength(0);
  });
});

describe('POST /api/users/:id/invitation (send again)', () => {
  it('needs a session (401) and the admin role (403), and sends nothing', async () => {
    const { response, email } = await invite();
    await invitationToken(email);
    const id = response.json().user.id;
    const anonymous = await post(`/api/users/${id}/invitation`, undefined);
    expect(anonymous.statusCode).toBe(401);
    const staff = await post(`/api/users/${id}/invitation`, userCookie);
    expect(staff.statusCode).toBe(403);
    expect(staff.json().errorCode).toBe('FORBIDDEN');
    expect(mail.mailsTo(email)).toHaveLength(1);
  });

  it('refuses a bad id (400), an unknown user (404) and a deactivated one (409)', async () => {
    expect((await post('/api/users/keine-id/invitation', adminCookie)).statusCode).toBe(400);
    const unknown = await post('/api/users/00000000-0000-4000-8000-000000000000/invitation', adminCookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('USER_NOT_FOUND');
    const inactive = await makeUser(ctx, { isActive: false });
    const refused = await post(`/api/users/${inactive.id}/invitation`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('USER_INACTIVE');
    expect(mail.mailsTo(inactive.email)).toHaveLength(0);
  });

  it('sends a new link to a user of any practice, and the earlier link stops working; audited', async () => {
    const { response, email } = await invite();
    const first = (await invitationToken(email)).token;
    const id = response.json().user.id;
    const again = await post(`/api/users/${id}/invitation`, adminCookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ invitation_sent: true, user: { id, invitation_pending: true } });
    const second = (await invitationToken(email, 2)).token;
    expect((await post('/api/auth/password-link', undefined, { token: first })).statusCode).toBe(410);
    expect((await post('/api/auth/password-link', undefined, { token: second })).statusCode).toBe(200);
    const audited = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invite'), eq(auditLog.targetId, id)));
    expect(audited).toHaveLength(2);
    expect(audited[1]).toMatchObject({ actorUserId: admin.id, details: { mail: 'sent' } });
  });

  it('refuses a user who has signed in (409), sends nothing and leaves their password alone', async () => {
    const active = await makeUser(ctx);
    await login(active.email, TEST_PASSWORD);
    const refused = await post(`/api/users/${active.id}/invitation`, adminCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('USER_ALREADY_SIGNED_IN');
    expect(refused.json().error).toContain('Passwort vergessen');
    expect(mail.mailsTo(active.email)).toHaveLength(0);
    const tokens = await ctx.db.select().from(passwordTokens).where(eq(passwordTokens.userId, active.id));
    expect(tokens).toHaveLength(0);
    expect((await login(active.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an open invitation ends at the next completed login, after the second factor where there is one', async () => {
    // Created with a password by an admin and never signed in: an invitation may still go out.
    const plain = await makeUser(ctx);
    expect((await post(`/api/users/${plain.id}/invitation`, adminCookie)).statusCode).toBe(200);
    const { token } = await invitationToken(plain.email);
    expect((await login(plain.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await post('/api/auth/password-link', undefined, { token })).statusCode).toBe(410);

    const secured = await makeUser(ctx);
    const { secret } = await enableTwoFactor(ctx, secured.email);
    // enableTwoFactor signed in once; the invitation is sent after that sign-in, as for someone who never had one.
    await ctx.db.update(users).set({ lastLoginAt: null }).where(eq(users.id, secured.id));
    expect((await post(`/api/users/${secured.id}/invitation`, adminCookie)).statusCode).toBe(200);
    const second = (await invitationToken(secured.email)).token;
    const passwordOnly = await passwordStep(ctx, secured.email);
    expect(passwordOnly.json().two_factor?.kind).toBe('totp');
    expect((await post('/api/auth/password-link', undefined, { token: second })).statusCode).toBe(200);
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify',
      headers: { cookie: challengeOf(passwordOnly) },
      payload: { code: codeAt(secret, 1) },
      remoteAddress: randomIp(),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await post('/api/auth/password-link', undefined, { token: second })).statusCode).toBe(410);
  });

  it('a link older than 72 hours is dead', async () => {
    const { response, email } = await invite();
    const { token } = await invitationToken(email);
    await ctx.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.userId, response.json().user.id));
    const late = await post('/api/auth/password-link/complete', undefined, { token, password: OWN });
    expect(late.statusCode).toBe(410);
    expect(late.json().errorCode).toBe('PASSWORD_LINK_INVALID');
  });
});
