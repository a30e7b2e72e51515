import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';
import { formSubmissions } from '../schema.ts';
import { ensureDemoTenant } from './demoTenant.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('the demo practice', () => {
  it('has an anamnese request with a summary and a prescription photo, seeded once', async () => {
    expect(await ensureDemoTenant(ctx.db, ctx.crypto)).toBe(true);
    expect(await ensureDemoTenant(ctx.db, ctx.crypto)).toBe(false);
    const admin = await makeUser(ctx, { role: 'admin' });
    const cookie = await loginCookie(ctx, admin.email);
    const [row] = await ctx.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.hasAnamnese, true));

    const detail = (await ctx.app.inject({ url: `/api/submissions/${row!.id}`, headers: { cookie } })).json();
    expect(detail.submission.prescription_file).toMatchObject({ kind: 'file', fileType: 'image/png' });
    const file = await ctx.app.inject({
      url: `/functions/v1/decryptFile?submissionId=${row!.id}`,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(file.rawPayload.length).toBe(detail.submission.prescription_file.fileSize);

    const anamnese = (
      await ctx.app.inject({ url: `/api/submissions/${row!.id}/anamnese`, headers: { cookie } })
    ).json();
    expect(anamnese.summary.ai_model).toBe('praxisdesk-lokal (regelbasiert)');
    expect(anamnese.summary.summary.summary).toMatch(/Rücken|Nacken/);
    expect(anamnese.summary.summary.keyFindings.length).toBeGreaterThan(0);
  });
});
