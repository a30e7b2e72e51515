// A translation at rest (issue 29): what the model made of a patient's message is health data like the
// message, so it is sealed. As an attacker with a copy of DATA_DIR and the server's log would, a marker word in
// the message, translated by the fake model and read back by staff, is looked for in every file and log line.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { capturedLog, filesUnder, randomLetters } from '../../test/atRest.ts';
import { createRequest } from '../../test/detail.ts';
import { practiceWithStaff } from '../../test/factories.ts';
import { fakeGerman, startFakeOpenAi, translationReply } from '../../test/fakeOpenAi.ts';
import { validContact } from '../../test/intake.ts';
import { createTestContext } from '../../test/testContext.ts';

it('keeps a translated word out of every file under DATA_DIR and out of the log', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'praxisdesk-rest-translation-'));
  const { stream: logStream, lines: log } = capturedLog();
  const fake = await startFakeOpenAi();
  fake.answerWith(translationReply);
  const ctx = await createTestContext(
    { AI_BASE_URL: fake.baseUrl, AI_MODEL: 'gpt-praxis' },
    { dataDir, logStream },
  );
  const marker = `Dizmarker${randomLetters()}`;
  const control = `Kontrollpraxis${randomLetters()}`;
  const message = `Dizimde ${marker} ağrı var.`;
  try {
    const { tenant, cookie } = await practiceWithStaff(ctx, { name: control });
    const { submissionId } = await createRequest(
      ctx,
      tenant.tenantId,
      { ...validContact, message },
      { patientLanguage: 'tr' },
    );
    const translated = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${submissionId}/translation`,
      headers: { cookie },
      payload: {},
    });
    expect(translated.statusCode).toBe(200);
    // The marker did reach the model and does come back to staff: finding none at rest means something.
    expect(JSON.stringify(fake.requests.at(-1)!.body)).toContain(marker);
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/submissions/${submissionId}/translation`,
      headers: { cookie },
    });
    expect(read.json().translation.fields['form.message']).toBe(fakeGerman(message));
    if (!inject('pgUrl')) await ctx.database.executeSql('checkpoint');
  } finally {
    await ctx.close();
    await fake.close();
  }
  expect(log.some((line) => line.includes('/translation'))).toBe(true);
  expect(log.filter((line) => line.includes(marker))).toEqual([]);
  if (inject('pgUrl')) return; // PostgreSQL's files belong to its server; the route tests check the column.
  const files = filesUnder(dataDir);
  expect(files.some((f) => readFileSync(f).includes(Buffer.from(control)))).toBe(true);
  expect(files.filter((f) => readFileSync(f).includes(Buffer.from(marker)))).toEqual([]);
}, 120_000); // an on-disk database
