import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Bundle, DocumentReference, Patient, QuestionnaireResponse } from '@medplum/fhirtypes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { buildApp } from '../../app.ts';
import { auditLog } from '../../db/schema.ts';
import { r4SchemaErrors } from '../../fhir/r4SchemaForTests.ts';
import { createRequest, sendAnamnese, uploadFile } from '../../test/detail.ts';
import { type makeTenant, practiceWithStaff } from '../../test/factories.ts';
import { pngImage } from '../../test/files.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
let strangerCookie: string;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://desk.praxis.test' });
  ({ tenant, cookie, strangerCookie } = await practiceWithStaff(ctx, { name: 'Physiotherapie Süd' }));
});
afterAll(() => ctx.close());

const exportFhir = (id: string, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}/fhir`, headers });

const fhirReads = (submissionId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, submissionId), eq(auditLog.action, 'submission.read')));

const patientRequest = {
  type: 'prescription',
  name: 'Jürgen Weiß',
  email: 'juergen@beispiel.test',
  phone: '030 1234567',
  message: '',
  privacyConsent: true,
};

const answers = {
  bodyParts: ['back'],
  painLevel: 9,
  problemEvolution: 'schlechter',
  cancer: 'yes',
  comorbidities: { radio: 'no', text: '' },
  medications: { radio: 'yes', text: 'Ibuprofen 600 mg' },
  expectations: { text: 'Wieder schmerzfrei zur Arbeit gehen', checkbox: true },
};

describe('GET /fhir/Questionnaire/praxisdesk-anamnese', () => {
  it('serves the published Questionnaire without login, as cacheable FHIR JSON', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/fhir/Questionnaire/praxisdesk-anamnese' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const questionnaire = response.json();
    expect(r4SchemaErrors(questionnaire)).toEqual([]);
    expect(questionnaire).toMatchObject({
      resourceType: 'Questionnaire',
      url: 'https://praxisdesk.de/fhir/Questionnaire/praxisdesk-anamnese',
      version: '1',
    });
    expect(questionnaire.item).toHaveLength(20);
  });

  it('wins over the web app, whose index.html answers every other GET outside /api', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'praxisdesk-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Praxisdesk</title>');
    const web = await buildApp({ ...ctx, webRoot });
    try {
      const questionnaire = await web.inject({ url: '/fhir/Questionnaire/praxisdesk-anamnese' });
      expect(questionnaire.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
      expect(questionnaire.json().resourceType).toBe('Questionnaire');
      const page = await web.inject({ url: '/fhir/Questionnaire/etwas-anderes' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await web.close();
    }
  });
});

describe('GET /api/submissions/:id/fhir', () => {
  it('exports a valid Bundle of a request with anamnese and file, as an attachment, audited as a FHIR read', async () => {
    const request = await createRequest(ctx, tenant.tenantId, patientRequest);
    const id = request.submissionId;
    const image = pngImage({ width: 4, height: 4 });
    await uploadFile(ctx, request, { name: 'Rezept Jürgen Weiß.png', type: 'image/png', bytes: image });
    await sendAnamnese(ctx, tenant.tenantId, id, answers);

    const response = await exportFhir(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const fileName = `Anfrage-${referenceNumber(id)}.fhir.json`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    const bundle = response.json() as Bundle;
    expect(r4SchemaErrors(bundle)).toEqual([]);
    const [patient, answersResource, document] = bundle.entry!.map((e) => e.resource);
    expect(patient as Patient).toMatchObject({
      name: [{ text: 'Jürgen Weiß' }],
      telecom: [
        { system: 'phone', value: '030 1234567' },
        { system: 'email', value: 'juergen@beispiel.test' },
      ],
    });
    const qr = answersResource as QuestionnaireResponse;
    expect(qr).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      questionnaire: 'https://praxisdesk.de/fhir/Questionnaire/praxisdesk-anamnese|1',
      status: 'completed',
      authored: '2026-11-20T08:30:00.000Z',
      subject: { reference: bundle.entry![0]!.fullUrl },
    });
    expect(qr.item!.map((i) => i.linkId)).toEqual([
      'bodyParts',
      'painLevel',
      'problemEvolution',
      'comorbidities',
      'medications',
      'cancer',
      'expectations',
    ]);
    expect(qr.item![0]!.answer![0]!.valueCoding).toMatchObject({ code: 'back', display: 'Rücken' });
    expect(qr.item![2]!.answer![0]!.valueCoding).toMatchObject({ code: 'schlechter' });
    expect(qr.item![4]!.item).toEqual([
      {
        linkId: 'medications.answer',
        text: 'Nehmen Sie regelmäßig Medikamente ein?',
        answer: [{ valueBoolean: true }],
      },
      {
        linkId: 'medications.text',
        text: 'Welche Medikamente? (optional)',
        answer: [{ valueString: 'Ibuprofen 600 mg' }],
      },
    ]);
    const attachment = (document as DocumentReference).content[0]!.attachment;
    expect(attachment).toMatchObject({
      contentType: 'image/png',
      size: image.length,
      title: 'Heilmittelverordnung',
      url: `https://desk.praxis.test/functions/v1/decryptFile?submissionId=${id}&download=1`,
    });
    // The referenced address is the staff's download of exactly this file.
    const file = await ctx.app.inject({
      method: 'GET',
      url: new URL(attachment.url!).pathname + new URL(attachment.url!).search,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(image)).toBe(true);
    expect(response.body).not.toContain('Rezept Jürgen');

    const audits = (await fhirReads(id)).filter((row) => (row.details as { via?: string }).via === 'fhir');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'user', tenantId: tenant.id, targetType: 'submission' });
    expect(JSON.stringify(audits[0]!.details)).not.toMatch(/Jürgen|Ibuprofen/);
  });

  it('exports a request without anamnese or file as a Bundle with the Patient alone', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId, {
      ...patientRequest,
      type: 'question',
      message: 'Haben Sie nächste Woche einen Termin frei?',
    });
    const response = await exportFhir(submissionId);
    expect(response.statusCode).toBe(200);
    const bundle = response.json() as Bundle;
    expect(r4SchemaErrors(bundle)).toEqual([]);
    expect(bundle.entry!.map((e) => e.resource!.resourceType)).toEqual(['Patient']);
  });

  it('answers 401 without session, 404 for another practice and unknown ids, 400 for a non-uuid, none audited', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId, patientRequest);
    expect((await exportFhir(submissionId, {})).statusCode).toBe(401);
    const foreign = await exportFhir(submissionId, { cookie: strangerCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      error: 'Formular-Einreichung nicht gefunden.',
      errorCode: 'NOT_FOUND',
    });
    const unknown = await exportFhir('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('NOT_FOUND');
    const invalid = await exportFhir('kein-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errorCode).toBe('VALIDATION_ERROR');
    expect(await fhirReads(submissionId)).toHaveLength(0);
  });
});
