// Accounts as the administration makes them since issue 27: a password an admin chooses must be replaced by
// the user's own at the first login. Specs that need a signed-in staff member of their own create one here:
// the admin's API call with a throwaway password, then the user's first login (in a request context of its
// own, so the admin's session stays) sets the password the spec uses.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request as requestContexts, test } from '@playwright/test';
import { workerPort } from './ports.ts';

export type NewAccount = {
  email: string;
  password: string;
  full_name: string;
  role?: 'user' | 'admin';
  tenants?: string[];
};

/** The worker's own server (e2e/test.ts), for a request context beside the spec's. */
const workerUrl = () => `http://127.0.0.1:${workerPort(test.info().parallelIndex)}`;

/** Creates the account with `admin` (an admin's signed-in context) and makes `password` the user's own. */
export async function createAccount(admin: APIRequestContext, account: NewAccount): Promise<{ id: string }> {
  const { password, ...rest } = account;
  const temporary = `Vorlaeufig-${randomUUID()}`;
  const created = await admin.post('/api/users', {
    data: { role: 'user', tenants: [], ...rest, password: temporary },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = (await created.json()) as { user: { id: string } };
  await replaceAdminPassword({ email: account.email, password: temporary }, password);
  return user;
}

/** The first login after an admin-set password, through the API: the step sets `own`, then signs out. */
export async function replaceAdminPassword(credentials: { email: string; password: string }, own: string) {
  const context = await requestContexts.newContext({ baseURL: workerUrl() });
  try {
    const first = await context.post('/api/auth/login', { data: credentials });
    expect(first.ok(), await first.text()).toBe(true);
    expect(Object.keys(await first.json())).toContain('password_change');
    const done = await context.post('/api/auth/login/password', { data: { password: own } });
    expect(done.ok(), await done.text()).toBe(true);
    await context.post('/api/auth/logout');
  } finally {
    await context.dispose();
  }
}
