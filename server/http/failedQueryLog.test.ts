// Issue 43, finding 2: the error line of a failed query held its bound values (a staff e-mail, an argon2 hash,
// a sealed webhook secret). Now a failed query is logged with its SQL text and SQLSTATE only. Queries are made
// to fail through the routes by triggers that raise, quoting the row's values in DETAIL and HINT as
// PostgreSQL's own errors do ("Key (email)=(…) already exists").
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantSettings, users } from '../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/testContext.ts';
import { errorForLog, errorMessageForLog, sqlStateOf } from './databaseError.ts';

let ctx: TestContext;
let adminCookie: string;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  ctx = await createTestContext({}, { logStream });
  adminCookie = await loginCookie(ctx, (await makeUser(ctx, { role: 'admin' })).email);
  await ctx.database.executeSql(`
    create function refuse_row() returns trigger language plpgsql as $$
    begin
      raise exception 'refused by test trigger' using errcode = tg_argv[0],
        detail = 'Key (row)=(' || row_to_json(new)::text || ') refused', hint = row_to_json(new)::text;
    end $$;
    create trigger refuse_users before insert on users
      for each row when (new.full_name = 'Abgewiesen') execute function refuse_row('23514');
    create trigger refuse_endpoints before insert on webhook_endpoints
      for each row execute function refuse_row('23514');
    create trigger refuse_tenants before update on tenant_settings
      for each row when (new.name like 'Unspeicherbar%') execute function refuse_row('22P05');
  `);
});
afterAll(async () => {
  await ctx.database.executeSql(`
    drop trigger refuse_users on users; drop trigger refuse_endpoints on webhook_endpoints;
    drop trigger refuse_tenants on tenant_settings; drop function refuse_row();
  `);
  await ctx.close();
});

const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { cookie: adminCookie }, payload });

/** Every line of the run: no value bound to a failed query, no driver field that quotes one. */
function expectNoValues(...values: string[]) {
  const log = lines.join('\n');
  for (const value of [...values, '$argon2', 'pd1.', '"params"', '"detail"', '"hint"', 'params:'])
    expect(log, value).not.toContain(value);
}

describe('a failed query in the log', () => {
  it('creating a user: SQL and SQLSTATE, not the e-mail or the password hash', async () => {
    lines.length = 0;
    const email = `geheim-${Date.now()}@praxis.test`;
    const response = await asAdmin('POST', '/api/users', {
      email,
      password: 'Sicher-Genug-123-Abc',
      full_name: 'Abgewiesen',
      role: 'admin',
      tenants: [],
    });
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json().errorCode).toBe('INTERNAL');
    const failure = lines.find((line) => line.includes('unhandled error'));
    expect(failure).toBeDefined();
    expect(failure).toContain('SQLSTATE 23514');
    expect(failure).toMatch(/insert into \\"users\\"/);
    expectNoValues(email, 'Abgewiesen');
  });

  it('creating a webhook: not the address, the description or the sealed secret', async () => {
    lines.length = 0;
    const tenant = await makeTenant(ctx);
    const response = await asAdmin('POST', '/api/webhooks', {
      tenant_id: tenant.id,
      url: 'https://hooks.example.com/praxis?token=Abfrage-Geheim',
      description: 'Beschreibung-Markierung',
      events: ['submission.created'],
    });
    expect(response.statusCode, response.body).toBe(500);
    expect(lines.join('\n')).toContain('SQLSTATE 23514');
    expectNoValues('Abfrage-Geheim', 'Beschreibung-Markierung', 'whsec_');
  });

  it('22P05 (untranslatable character) from the database: 400 VALIDATION_ERROR, nothing changed', async () => {
    lines.length = 0;
    const tenant = await makeTenant(ctx);
    const response = await asAdmin('PUT', `/api/tenants/${tenant.id}`, { name: 'Unspeicherbar Praxis' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errorCode).toBe('VALIDATION_ERROR');
    const [row] = await ctx.db.select().from(tenantSettings).where(eq(tenantSettings.id, tenant.id));
    expect(row!.name).toBe(tenant.name);
    expectNoValues('Unspeicherbar');
  });
});

describe('errorForLog', () => {
  it('keeps the SQL and SQLSTATE of a drizzle error and drops the values, its cause included', async () => {
    const error = await ctx.db
      .select()
      .from(users)
      .where(eq(users.id, sql`${'kein-uuid-geheim@praxis.test'}::uuid`))
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect(sqlStateOf(error)).toBe('22P02');
    // The driver quotes the value in its message ('invalid input syntax for type uuid: "…"'): dropped too.
    const logged = JSON.stringify(errorForLog(error!));
    expect(JSON.stringify({ message: error!.message, cause: String(error!.cause) })).toContain('geheim');
    expect(logged).not.toContain('geheim');
    expect(logged).toContain('SQLSTATE 22P02');
    expect(logged).toMatch(/select .* from \\"users\\"/);
    // A job's failure (logged and stored by pg-boss) is its message: the SQL, never the values.
    expect(errorMessageForLog(error)).toMatch(/^Failed query: select /);
    expect(errorMessageForLog(error)).not.toContain('geheim');
  });

  it('leaves other errors as pino writes them', () => {
    const logged = errorForLog(Object.assign(new Error('kaputt'), { code: 'EPIPE' }));
    expect(logged).toMatchObject({ type: 'Error', message: 'kaputt', code: 'EPIPE' });
    expect(logged.stack).toContain('kaputt');
  });
});
