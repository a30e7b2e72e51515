import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { spamModelStats, spamModelTokens } from '../../db/schema.ts';
import { capturedLog, filesUnder, randomLetters } from '../../test/atRest.ts';
import { uploadFile } from '../../test/detail.ts';
import { practiceWithStaff } from '../../test/factories.ts';
import { submit, validContact } from '../../test/intake.ts';
import { pngBytes } from '../../test/multipart.ts';
import { rowOf, submitContact } from '../../test/spam.ts';
import { createTestContext } from '../../test/testContext.ts';

/** A word no corpus has, letters only so the tokenizer keeps it whole (it folds to lower case). */
const markerWord = () => `quarzfink${randomLetters()}`;

describe('spam learning at rest', () => {
  it('keeps the marker out of every file under DATA_DIR and out of the log, though staff see it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-spam-'));
    const { stream: logStream, lines: log } = capturedLog();
    const ctx = await createTestContext({}, { dataDir, logStream });
    const marker = markerWord();
    const message = `Bitte um Rückruf wegen ${marker}, ich habe Schmerzen im Knie.`;
    // The practice's name is stored in clear: finding it proves the search would find a clear marker.
    const control = `Kontrollpraxis${markerWord()}`;
    try {
      const { tenant, cookie } = await practiceWithStaff(ctx, { name: control });
      const first = await submit(ctx, {
        tenantId: tenant.tenantId,
        formData: { ...validContact, type: 'prescription', message },
      });
      expect(first.statusCode).toBe(200);
      const { submissionId, uploadToken } = first.json();
      await uploadFile(
        ctx,
        { submissionId, uploadToken },
        { name: `Rezept_${marker}.png`, type: 'image/png', bytes: pngBytes(2048) },
      );
      await scoreSubmissions(ctx, [submissionId]);
      // Staff mark it spam twice over (two requests): the practice's filter learns the marker.
      const second = await submitContact(ctx, tenant.tenantId, { ...validContact, message });
      for (const id of [submissionId, second]) {
        const marked = await ctx.app.inject({
          method: 'PATCH',
          url: `/api/submissions/${id}/spam`,
          headers: { cookie },
          payload: { isSpam: true },
        });
        expect(marked.statusCode).toBe(200);
      }
      // A third request with the marker: the filter now names it as telling.
      const third = await submitContact(ctx, tenant.tenantId, { ...validContact, message });
      await scoreSubmissions(ctx, [third]);
      const detail = await ctx.app.inject({
        method: 'GET',
        url: `/api/submissions/${third}`,
        headers: { cookie },
      });
      expect(detail.statusCode).toBe(200);
      // The marker really is in what staff get back, so finding none at rest means something.
      expect(JSON.stringify(detail.json().submission.spam_reasons)).toContain(marker);
      const file = await ctx.app.inject({
        method: 'GET',
        url: `/api/submissions/${submissionId}`,
        headers: { cookie },
      });
      expect(JSON.stringify(file.json().submission.prescription_file)).toContain(marker);
      // In the database: the reasons are ciphertext, the learned tokens keyed hashes.
      expect((await rowOf(ctx, third)).sealedReasons).toMatch(/^pd1\./);
      const tokens = await ctx.db.select().from(spamModelTokens).where(eq(spamModelTokens.scope, tenant.id));
      expect(tokens.length).toBeGreaterThan(0);
      expect(tokens.every((t) => t.token.startsWith('#'))).toBe(true);
      if (!inject('pgUrl')) await ctx.database.executeSql('checkpoint');
    } finally {
      await ctx.close();
    }
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.includes(marker))).toEqual([]);
    if (inject('pgUrl')) return; // PostgreSQL's files belong to its server; the SQL checks above apply.
    const files = filesUnder(dataDir);
    expect(files.some((f) => readFileSync(f).includes(Buffer.from(control)))).toBe(true);
    expect(files.filter((f) => readFileSync(f).includes(Buffer.from(marker)))).toEqual([]);
  }, 120_000); // an on-disk database: slow on a busy machine
});

describe('erasure', () => {
  it("un-learns a deleted submission's staff mark, so the practice's model holds nothing of it", async () => {
    const ctx = await createTestContext();
    try {
      const { tenant, cookie } = await practiceWithStaff(ctx);
      const marker = markerWord();
      const id = await submitContact(ctx, tenant.tenantId, { ...validContact, message: `Termin ${marker}` });
      const keyOf = await ctx.crypto.tokenHasher(tenant.id);
      const learned = () =>
        ctx.db
          .select()
          .from(spamModelTokens)
          .where(and(eq(spamModelTokens.scope, tenant.id), eq(spamModelTokens.token, keyOf(marker))));
      const stats = async () =>
        (await ctx.db.select().from(spamModelStats).where(eq(spamModelStats.scope, tenant.id)))[0];

      const call = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
        ctx.app.inject({ method, url, headers: { cookie }, payload });
      expect((await call('PATCH', `/api/submissions/${id}/spam`, { isSpam: true })).statusCode).toBe(200);
      expect(await learned()).toMatchObject([{ spam: 1, ham: 0 }]);
      expect(await stats()).toMatchObject({ spamDocs: 1, hamDocs: 0 });

      expect((await call('DELETE', `/api/submissions/${id}`)).statusCode).toBe(204);
      expect(await learned()).toEqual([]);
      expect(await stats()).toMatchObject({ spamDocs: 0, hamDocs: 0 });
    } finally {
      await ctx.close();
    }
  });
});
