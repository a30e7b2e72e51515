import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clampScanLimit } from '../../../common/schemas/spamScan.ts';
import { auditLog, formSubmissions } from '../../db/schema.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { patientRequest, rowOf, seoSpam, submitContact } from '../../test/spam.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let own: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
const ownIds: string[] = [];
let foreignId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  own = await makeTenant(ctx);
  other = await makeTenant(ctx);
  const staff = await makeUser(ctx, { tenantSlugs: [own.tenantId] });
  cookie = await loginCookie(ctx, staff.email);
  for (let i = 0; i < 12; i++)
    ownIds.push(await submitContact(ctx, own.tenantId, i % 3 === 0 ? seoSpam : patientRequest));
  foreignId = await submitContact(ctx, other.tenantId, seoSpam);
});
afterAll(() => ctx.close());

const scan = (body: object, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'POST', url: '/functions/v1/scanSpam', headers, payload: body });

describe('POST /functions/v1/scanSpam', () => {
  it('needs a staff session', async () => {
    const response = await scan({ limit: 5 }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'UNAUTHENTICATED' });
  });

  it('re-scores the newest submissions of the caller’s practices only', async () => {
    const response = await scan({ limit: 50 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.scanned).toBe(12);
    expect(body.spamFound).toBe(4);
    expect(body.errors).toBe(0);
    expect(body.message).toBe('12 Einreichungen geprüft, 4 als Spam erkannt.');
    expect(body.results.map((r: { id: string }) => r.id).sort()).toEqual([...ownIds].sort());
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      form_type: 'contact',
      new_score: expect.any(Number),
      previous_score: null,
      is_spam: expect.any(Boolean),
      aiClassified: false,
      error: null,
    });
    expect((await rowOf(ctx, foreignId)).quarantineStatus).toBe('pending');
    const again = (await scan({ limit: 3 })).json();
    expect(again.results[0].previous_score).toBe(again.results[0].new_score);
  });

  it('audits the scan as one read of its targets, before any result leaves', async () => {
    const scanner = await makeUser(ctx, { tenantSlugs: [own.tenantId] });
    const response = await scan({ limit: 4 }, { cookie: await loginCookie(ctx, scanner.email) });
    expect(response.statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, scanner.id), eq(auditLog.action, 'submission.read')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenantId: own.id, details: { via: 'scan' } });
    expect((rows[0]!.details as { ids: string[] }).ids.sort()).toEqual(
      response
        .json()
        .results.map((r: { id: string }) => r.id)
        .sort(),
    );
  });

  it('filters by form type and date range', async () => {
    const training = await submitContact(ctx, own.tenantId, { ...patientRequest, type: 'kurs' });
    const byType = (await scan({ formType: 'training' })).json();
    expect(byType.results.map((r: { id: string }) => r.id)).toEqual([training]);
    const byAlias = (await scan({ formType: 'course' })).json();
    expect(byAlias.results.map((r: { id: string }) => r.id)).toEqual([training]);
    await ctx.db
      .update(formSubmissions)
      .set({ createdAt: new Date('2026-01-15T10:00:00Z') })
      .where(eq(formSubmissions.id, training));
    const inRange = (await scan({ dateRange: { from: '2026-01-15', to: '2026-01-15' } })).json();
    expect(inRange.results.map((r: { id: string }) => r.id)).toEqual([training]);
    const bad = await scan({ formType: 'gibtsnicht' });
    expect(bad.statusCode).toBe(400);
    const badDate = await scan({ dateRange: { from: 'gestern' } });
    expect(badDate.statusCode).toBe(400);
  });

  it('clamps the limit to 1–100 (default 50, non-numeric 1)', async () => {
    expect([clampScanLimit(undefined), clampScanLimit(0), clampScanLimit(-5), clampScanLimit(500)]).toEqual([
      50, 1, 1, 100,
    ]);
    expect([clampScanLimit('abc'), clampScanLimit('7'), clampScanLimit(12.9)]).toEqual([1, 7, 12]);
    expect((await scan({ limit: 'viele' })).json().scanned).toBe(1);
    expect((await scan({ limit: 2 })).json().scanned).toBe(2);
  });

  it('streams progress as server-sent events, read as a browser reads them', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/functions/v1/scanSpam`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ limit: 12, enableStreaming: true }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events: {
      type: string;
      processed: number;
      total: number;
      currentBatch?: number;
      submission?: { id: string };
    }[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      buffer += decoder.decode(read.value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
        end = buffer.indexOf('\n\n');
      }
    }
    const progress = events.filter((e) => e.type === 'progress');
    expect(progress).toHaveLength(12);
    expect(progress.map((e) => e.processed).at(-1)).toBe(12);
    expect(progress.every((e) => e.total === 12 && e.submission?.id)).toBe(true);
    expect(progress.at(-1)?.currentBatch).toBe(2);
    expect(events.at(-1)).toMatchObject({
      type: 'complete',
      processed: 12,
      total: 12,
      estimatedTimeRemaining: 0,
    });
  });
});
