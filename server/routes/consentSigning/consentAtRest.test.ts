// Consent documents and signatures at rest (issue 30): a document's text and the name a patient signs with
// are health data. As an attacker with a copy of DATA_DIR and the server's log would, marker words in a
// document's title, body and translation and in the signed names (read back through the API first, so they
// really were there) are looked for in every file (as UTF-8 and UTF-16) and every log line.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, inject, it } from 'vitest';
import { consentDocuments, consentDocumentVersions, submissionConsents } from '../../db/schema.ts';
import { capturedLog, filesUnder, randomLetters } from '../../test/atRest.ts';
import { publishedConsentDocument, sampleConsentContent } from '../../test/consentFixtures.ts';
import { createRequest } from '../../test/detail.ts';
import { makeTenant, randomIp } from '../../test/factories.ts';
import { pngImage } from '../../test/files.ts';
import { validContact } from '../../test/intake.ts';
import { createTestContext } from '../../test/testContext.ts';

it('keeps document texts and signed names out of every file under DATA_DIR and out of the log', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-consent-'));
  const { stream: logStream, lines: log } = capturedLog();
  const ctx = await createTestContext({}, { dataDir, logStream });
  const markers = {
    title: `Titelmarker${randomLetters()}`,
    body: `Textmarker${randomLetters()}`,
    translation: `Bodymarker${randomLetters()}`,
    drawnName: `Zeichnername${randomLetters()}`,
    typedName: `Tippname${randomLetters()}`,
  };
  const control = `Kontrollpraxis${randomLetters()}`;
  const post = (path: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/public/consent/${path}`,
      payload,
      remoteAddress: randomIp(),
    });
  try {
    const tenant = await makeTenant(ctx, { name: control });
    const content = sampleConsentContent({
      title: `Einwilligung ${markers.title}`,
      body: `## Zweck\n\nIch willige ein (${markers.body}).`,
      translations: { en: { title: 'Consent', body: `I agree (${markers.translation}).` } },
    });
    await publishedConsentDocument(ctx, tenant.id, content);
    await publishedConsentDocument(ctx, tenant.id, { ...content, required: false });
    const created = await createRequest(ctx, tenant.tenantId, { ...validContact, type: 'prescription' });
    const token = (created as { consentToken?: string }).consentToken!;

    const opened = await post('open', { token, language: 'de' });
    expect(opened.statusCode).toBe(200);
    const [first, second] = opened.json().documents as { consent_id: string; title: string; body: string }[];
    // The markers do come back to the patient: finding none at rest means something.
    expect(`${first!.title} ${first!.body}`).toContain(markers.title);
    expect(first!.body).toContain(markers.body);
    expect((await post('open', { token, language: 'en' })).json().documents[0].body).toContain(
      markers.translation,
    );
    const image = `data:image/png;base64,${pngImage({ width: 400, height: 120 }).toString('base64')}`;
    const signs = [
      await post('sign', {
        token,
        consent_id: first!.consent_id,
        decision: 'sign',
        name: `Erika ${markers.drawnName}`,
        method: 'drawn',
        signature_image: image,
      }),
      await post('sign', {
        token,
        consent_id: second!.consent_id,
        decision: 'sign',
        name: `Erika ${markers.typedName}`,
        method: 'typed',
      }),
    ];
    expect(signs.map((s) => s.statusCode)).toEqual([200, 200]);

    // What a dump shows: the sealed columns hold none of it (also the check on PostgreSQL).
    const stored = JSON.stringify([
      await ctx.db.select().from(consentDocuments).where(eq(consentDocuments.tenantId, tenant.id)),
      await ctx.db
        .select()
        .from(consentDocumentVersions)
        .where(eq(consentDocumentVersions.tenantId, tenant.id)),
      await ctx.db.select().from(submissionConsents).where(eq(submissionConsents.tenantId, tenant.id)),
    ]);
    expect(stored).toContain('"status":"signed"');
    for (const marker of Object.values(markers)) expect(stored).not.toContain(marker);
    if (!inject('pgUrl')) await ctx.database.executeSql('checkpoint');
  } finally {
    await ctx.close();
  }
  expect(log.some((line) => line.includes('/api/public/consent/sign'))).toBe(true);
  for (const marker of Object.values(markers))
    expect(log.filter((line) => line.includes(marker))).toEqual([]);
  if (inject('pgUrl')) return; // PostgreSQL's files belong to its server; the columns were checked above.
  const files = filesUnder(dataDir).map((file) => ({ file, bytes: readFileSync(file) }));
  expect(files.some(({ bytes }) => bytes.includes(Buffer.from(control)))).toBe(true);
  for (const marker of Object.values(markers))
    for (const encoding of ['utf8', 'utf16le'] as const)
      expect(
        files.filter(({ bytes }) => bytes.includes(Buffer.from(marker, encoding))).map(({ file }) => file),
        `${marker} (${encoding})`,
      ).toEqual([]);
}, 120_000); // an on-disk database: slow on a busy machine
