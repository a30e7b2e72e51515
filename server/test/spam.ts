// Helpers for spam pipeline tests.
import { eq, inArray } from 'drizzle-orm';
import { formSubmissions } from '../db/schema.ts';
import { openReasons } from '../services/spam/sealedReasons.ts';
import { randomIp } from './factories.ts';
import { submit } from './intake.ts';
import type { TestContext } from './testContext.ts';

export const spamDeps = (ctx: TestContext) => ({ ...ctx });

export async function submitContact(
  ctx: TestContext,
  tenantSlug: string,
  formData: Record<string, unknown>,
  ip = randomIp(),
): Promise<string> {
  const response = await submit(
    ctx,
    { tenantId: tenantSlug, formData: { type: 'kontakt', ...formData } },
    { ip },
  );
  if (response.statusCode !== 200) throw new Error(`submit failed: ${response.body}`);
  return response.json().submissionId;
}

/** A submission's row with its sealed reasons opened (`sealedReasons` keeps what the database holds). */
export async function rowOf(ctx: TestContext, id: string) {
  const row = (await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, id)))[0]!;
  return {
    ...row,
    sealedReasons: row.spamReasons,
    spamReasons: await openReasons(ctx.crypto, row.tenantId, row.spamReasons),
  };
}

export async function waitForStatus(ctx: TestContext, ids: string[], status: string, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const rows = await ctx.db
      .select({ status: formSubmissions.quarantineStatus })
      .from(formSubmissions)
      .where(inArray(formSubmissions.id, ids));
    if (rows.length === ids.length && rows.every((r) => r.status === status)) return;
    if (Date.now() - started > timeoutMs)
      throw new Error(`not all ${status}: ${rows.map((r) => r.status).join(',')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const seoSpam = {
  name: 'RobertLix',
  email: 'robert@mailinator.com',
  message:
    'Hello, I noticed your website is not on the first page of Google. We offer SEO and high quality backlinks. ' +
    'Check https://seo-rank-pro.example/offer and bit.ly/3xSeo now!',
};

export const patientRequest = {
  name: 'Monika Albrecht',
  email: 'monika.albrecht@web.de',
  phone: '0171 2345678',
  message:
    'Guten Tag, ich habe ein Rezept über sechsmal Krankengymnastik wegen Rückenschmerzen. Hätten Sie nächste Woche vormittags einen Termin?',
};
