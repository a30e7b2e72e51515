// Health data at rest: neither form data nor an uploaded file can be read in the database or on disk.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { formSubmissions, submissionFiles } from '../db/schema.ts';
import { filesUnder } from '../test/atRest.ts';
import { anamneseViaApi } from '../test/detail.ts';
import { makeTenant, practiceWithStaff, randomIp } from '../test/factories.ts';
import { submit, validContact } from '../test/intake.ts';
import { multipart, pngBytes } from '../test/multipart.ts';
import { createTestContext } from '../test/testContext.ts';

const foundOnDisk = (dir: string, needle: Buffer) =>
  filesUnder(dir).some((file) => readFileSync(file).includes(needle));

describe('encryption at rest', () => {
  it('keeps form data and files unreadable in the database and on disk', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-'));
    const ctx = await createTestContext({}, { dataDir });
    const marker = `Bandscheibenvorfall-${randomBytes(6).toString('hex')}`;
    const fileBody = randomBytes(64 * 1024);
    const ip = randomIp();
    let submissionId: string;
    try {
      const tenant = await makeTenant(ctx);
      const response = await submit(
        ctx,
        { tenantId: tenant.tenantId, formData: { ...validContact, type: 'prescription', message: marker } },
        // The user agent is stored in plain text: it proves that a plain value would be found on disk.
        { ip, headers: { 'user-agent': `Kontrolle-${marker}` } },
      );
      ({ submissionId } = response.json());
      const { uploadToken } = response.json();
      const upload = await ctx.app.inject({
        method: 'POST',
        url: '/functions/v1/secureUpload',
        ...multipart(
          { submissionId, uploadToken, fileName: 'rezept.png' },
          { name: 'rezept.png', type: 'image/png', bytes: pngBytes(fileBody.length + 8, fileBody) },
        ),
        remoteAddress: ip,
      });
      expect(upload.statusCode).toBe(200);

      const [row] = await ctx.db.select().from(formSubmissions).where(eq(formSubmissions.id, submissionId));
      expect(row.formData).not.toContain(marker);
      expect(row.formData).not.toContain('Jana');
      const [file] = await ctx.db
        .select()
        .from(submissionFiles)
        .where(eq(submissionFiles.submissionId, submissionId));
      expect(file.data.includes(fileBody.subarray(1000, 1064))).toBe(false);
      if (!inject('pgUrl')) await ctx.database.executeSql('checkpoint');
    } finally {
      await ctx.close();
    }
    if (inject('pgUrl')) return; // PostgreSQL's files belong to its server; the SQL checks above apply.
    expect(foundOnDisk(dataDir, Buffer.from(`Kontrolle-${marker}`))).toBe(true);
    const plainMarkerOutsideUserAgent = filesUnder(dataDir).some((f) => {
      const bytes = readFileSync(f);
      const needle = Buffer.from(marker);
      const withPrefix = Buffer.from(`Kontrolle-${marker}`);
      let at = bytes.indexOf(needle);
      while (at !== -1) {
        const start = at - 'Kontrolle-'.length;
        if (start < 0 || !bytes.subarray(start, start + withPrefix.length).equals(withPrefix)) return true;
        at = bytes.indexOf(needle, at + 1);
      }
      return false;
    });
    expect(plainMarkerOutsideUserAgent).toBe(false);
    expect(foundOnDisk(dataDir, fileBody.subarray(1000, 1064))).toBe(false);
  }, 120_000); // an on-disk database: slow on a busy machine
});

describe('AI texts at rest', () => {
  it('keeps answers, summary and Fließtext unreadable on disk after staff read, generate and export', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-ai-'));
    const ctx = await createTestContext({}, { dataDir });
    const marker = `Tamoxifenmarker${randomBytes(6).toString('hex')}`;
    try {
      const { tenant, cookie } = await practiceWithStaff(ctx);
      const { submissionId, anamneseId } = await anamneseViaApi(ctx, tenant.tenantId, {
        cancer: 'yes',
        comorbidities: { radio: 'yes', text: `Mammakarzinom ${marker}` },
        medications: { radio: 'yes', text: `${marker} 20 mg` },
        expectations: { text: `Ohne ${marker} leben`, checkbox: true },
      });
      const staffCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
        ctx.app.inject({ method, url, headers: { cookie }, payload });
      const calls = [
        await staffCall('POST', '/functions/v1/submitAnamnese', {
          tenantId: tenant.id,
          _manualAIGeneration: true,
          _existingAnamneseId: anamneseId,
        }),
        await staffCall('POST', '/functions/v1/processAnamnese', { submissionId }),
        await staffCall('GET', `/api/submissions/${submissionId}`),
        await staffCall('GET', `/api/submissions/${submissionId}/anamnese`),
        await staffCall('GET', `/api/submissions/${submissionId}/pdf`),
      ];
      expect(calls.map((c) => c.statusCode)).toEqual([200, 200, 200, 200, 200]);
      // The marker really is in what staff get back, so finding none on disk means something.
      expect(calls[1]!.json().generatedText.text).toContain(marker);
      if (!inject('pgUrl')) await ctx.database.executeSql('checkpoint');
    } finally {
      await ctx.close();
    }
    if (inject('pgUrl')) return;
    expect(foundOnDisk(dataDir, Buffer.from(marker))).toBe(false);
  }, 120_000); // an on-disk database: slow on a busy machine
});
