import { and, desc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { berlinDay } from '../../commands/revokeConsent.ts';
import { scoreSubmissions } from '../../commands/scoreSubmissions.ts';
import { PATIENT_RECIPIENT_LABEL } from '../../commands/sendPatientConfirmation.ts';
import { anamneseAiSummaries, auditLog, emailLogs } from '../../db/schema.ts';
import { imagePlacements } from '../../services/pdf/imagePlacementsForTests.ts';
import { countPaintedImages, readPdfText } from '../../services/pdf/pdfTextForTests.ts';
import {
  answeredConsent,
  pendingConsent,
  publishedConsentDocument,
  sampleConsentContent,
} from '../../test/consentFixtures.ts';
import { createRequest, pdfBytes, sendAnamnese, uploadFile } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { pdfDocument, pngImage } from '../../test/files.ts';
import { freshAddresses, type MailServer, startMailServer } from '../../test/mailServer.ts';
import { jobHandler, setRecipients } from '../../test/notifications.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let smtp: MailServer;
let ctx: TestContext;
let tenant: Awaited<ReturnType<typeof makeTenant>>;
let cookie: string;
let strangerCookie: string;
let homelessCookie: string;
let recipients: string[];
beforeAll(async () => {
  smtp = await startMailServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://praxis.example' });
  tenant = await makeTenant(ctx, {
    name: 'Physiotherapie Süd',
    config: { notifications: { patientConfirmation: true } },
  });
  recipients = freshAddresses(2);
  await setRecipients(ctx, tenant.id, recipients);
  // The second address refuses for good: its log row's error text names it, and the export must not.
  smtp.refuse(recipients[1]!, 550, '5.1.1 Mailbox unbekannt');
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId], practiceRole: 'inhaber' });
  cookie = await loginCookie(ctx, staff.email);
  const other = await makeTenant(ctx);
  strangerCookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [other.tenantId] })).email);
  homelessCookie = await loginCookie(ctx, (await makeUser(ctx)).email);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const exportOf = (id: string, query = '', headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}/data-export${query}`, headers });

const patient = {
  type: 'prescription',
  name: 'Jürgen Weiß',
  email: 'juergen.weiss@patient-post.test',
  phone: '030 1234567',
  message: 'Rückenschmerzen seit drei Wochen.',
  privacyConsent: true,
};

const answers = {
  painLevel: 9,
  problemEvolution: 'schlechter',
  cancer: 'yes',
  comorbidities: { radio: 'no', text: '' },
  medications: { radio: 'yes', text: 'Ibuprofen 600 mg' },
  expectations: { text: 'Wieder schmerzfrei zur Arbeit gehen', checkbox: true },
};

/** A scored request with an uploaded file, an anamnese with a summary, the practice's mails and one read. */
async function fullRequest() {
  const request = await createRequest(ctx, tenant.tenantId, patient);
  const id = request.submissionId;
  const file = pdfBytes();
  await uploadFile(ctx, request, { name: 'Rezept Jürgen Weiß.pdf', type: 'application/pdf', bytes: file });
  const anamneseId = await sendAnamnese(ctx, tenant.tenantId, id, answers);
  await ctx.db.insert(anamneseAiSummaries).values({
    anamneseSubmissionId: anamneseId,
    encryptedSummary: await ctx.crypto.encryptJson(tenant.id, {
      summary: 'Starke, zunehmende Rückenschmerzen bei Krebsanamnese.',
      keyFindings: ['Schmerzstärke 9/10'],
      recommendations: ['Ärztliche Abklärung'],
      riskFactors: [],
    }),
    aiModel: 'test-modell',
  });
  await scoreSubmissions(ctx, [id]);
  await jobHandler(ctx, 'notify-submission')({ submissionId: id }).catch(() => {});
  const read = await ctx.app.inject({ method: 'GET', url: `/api/submissions/${id}`, headers: { cookie } });
  expect(read.statusCode).toBe(200);
  return { id, file };
}

const entriesOf = (body: Buffer) => unzipSync(new Uint8Array(body));
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('GET /api/submissions/:id/data-export', () => {
  it('answers one ZIP with the readable PDF, the JSON and the file, without other recipients, and audits it', async () => {
    const { id, file } = await fullRequest();
    // An internal note about the patient is the patient's data (GDPR Art. 15).
    const note = 'Rückruf am Montag vereinbart.';
    await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/notes`,
      headers: { cookie },
      payload: { text: note },
    });
    const logs = await ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, id));
    // The practice's mails really name the staff addresses (one refused with its address in the error).
    expect(logs.map((l) => l.recipient).sort()).toEqual([...recipients, PATIENT_RECIPIENT_LABEL].sort());

    const response = await exportOf(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toBe('no-store');
    const disposition = String(response.headers['content-disposition']);
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
    expect(fileName).toMatch(new RegExp(`^datenauskunft-\\d{4}-\\d{2}-\\d{2}-${referenceNumber(id)}\\.zip$`));
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    const entries = entriesOf(response.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(
      ['auskunft.json', 'auskunft.pdf', 'dateien/Rezept Jürgen Weiß.pdf'].sort(),
    );
    expect(Buffer.from(entries['dateien/Rezept Jürgen Weiß.pdf']!).equals(file)).toBe(true);

    const json = JSON.parse(text(entries['auskunft.json']!));
    expect(json).toMatchObject({ format: 'praxisdesk-datenauskunft', version: 1 });
    expect(json.practice.name).toContain('Physiotherapie Süd');
    expect(json.requests).toHaveLength(1);
    const request = json.requests[0];
    expect(request).toMatchObject({
      id,
      referenceNumber: referenceNumber(id),
      formType: 'prescription',
      formData: { name: 'Jürgen Weiß', email: patient.email, phone: '030 1234567' },
      file: {
        fileName: 'Rezept Jürgen Weiß.pdf',
        fileType: 'application/pdf',
        fileSize: file.length,
        zipPath: 'dateien/Rezept Jürgen Weiß.pdf',
        readable: true,
      },
      anamnese: { completedAt: '2026-11-20T08:30:00.000Z', answers: { painLevel: 9, cancer: 'yes' } },
      aiSummaries: [
        {
          model: 'test-modell',
          summary: 'Starke, zunehmende Rückenschmerzen bei Krebsanamnese.',
          keyFindings: ['Schmerzstärke 9/10'],
        },
      ],
    });
    expect(request.notes).toEqual([
      { createdAt: expect.any(String), author: 'Erika Mustermann', text: note, readable: true },
    ]);
    expect(request.anamnese.answersText).toContainEqual({ question: 'Krebserkrankung', answer: 'Ja' });
    // The patient's own mail in full; the practice's notices as "Praxis", without error texts.
    const toPatient = request.emails.filter((m: { toPatient: boolean }) => m.toPatient);
    expect(toPatient).toEqual([
      expect.objectContaining({ recipient: PATIENT_RECIPIENT_LABEL, status: 'sent', errorMessage: null }),
    ]);
    const toPractice = request.emails.filter((m: { toPatient: boolean }) => !m.toPatient);
    expect(toPractice).toHaveLength(2);
    expect(toPractice.map((m: { status: string }) => m.status).sort()).toEqual(['failed', 'sent']);
    for (const mail of toPractice) {
      expect(mail.recipient).toBe('Praxis');
      expect(mail).not.toHaveProperty('errorMessage');
      expect(mail.subject).toContain(referenceNumber(id));
    }
    // Who read it: the staff member's name and the way (the detail read above).
    expect(request.reads).toContainEqual(
      expect.objectContaining({
        by: 'Erika Mustermann',
        action: 'read',
        via: 'detail',
        viaLabel: 'Detailansicht',
      }),
    );

    const pdf = entries['auskunft.pdf']!;
    expect(text(pdf.subarray(0, 5))).toBe('%PDF-');
    const { text: pdfText, info } = await readPdfText(pdf);
    expect(info.Title).toBe('Datenauskunft');
    for (const expected of [
      'Datenauskunft nach Art. 15 DSGVO',
      'Anzahl der Anfragen: 1',
      'Name\nJürgen Weiß',
      'Nachricht\nRückenschmerzen seit drei Wochen.',
      'KI-Zusammenfassung\nStarke, zunehmende Rückenschmerzen bei Krebsanamnese.',
      'Krebserkrankung\nWarnzeichen: Ja',
      'Dateiname\nRezept Jürgen Weiß.pdf',
      'In der ZIP-Datei\ndateien/Rezept Jürgen Weiß.pdf',
      'Versandte E-Mails',
      `· ${PATIENT_RECIPIENT_LABEL} · versandt`,
      '· Praxis · fehlgeschlagen',
      'Einsichtnahmen',
      '· Erika Mustermann · Detailansicht',
      'Interne Notizen der Praxis\n',
      `· Erika Mustermann\n${note}`,
    ])
      expect(pdfText).toContain(expected);

    // No other recipient's address anywhere in the ZIP (the JSON in clear, the PDF as read).
    for (const address of recipients) {
      expect(text(entries['auskunft.json']!)).not.toContain(address);
      expect(pdfText).not.toContain(address);
      expect(response.rawPayload.includes(Buffer.from(address))).toBe(false);
    }
    expect(pdfText).not.toContain('Mailbox unbekannt');

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'submission.data_export')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'user', tenantId: tenant.id, targetType: 'submission' });
    expect(JSON.stringify(audits[0]!.details)).not.toMatch(/Jürgen|Weiß|Rücken|patient-post|Rezept/);

    // A second export lists the first among the reads.
    const again = JSON.parse(text(entriesOf((await exportOf(id)).rawPayload)['auskunft.json']!));
    expect(again.requests[0].reads).toContainEqual(
      expect.objectContaining({ action: 'data_export', viaLabel: 'Datenauskunft' }),
    );
  }, 60_000);

  it('exports several requests of one patient together, each file under its name', async () => {
    const first = await createRequest(ctx, tenant.tenantId, patient);
    await uploadFile(ctx, first, { name: 'rezept.pdf', type: 'application/pdf', bytes: pdfBytes() });
    const second = await createRequest(ctx, tenant.tenantId, { ...patient, type: 'question' });
    const third = await createRequest(ctx, tenant.tenantId, patient);
    await uploadFile(ctx, third, { name: 'rezept.pdf', type: 'application/pdf', bytes: pdfBytes() });
    const ids = [first.submissionId, second.submissionId, third.submissionId];

    const response = await exportOf(ids[0]!, `?ids=${ids.slice(1).join(',')}`);
    expect(response.statusCode).toBe(200);
    const entries = entriesOf(response.rawPayload);
    // The same name twice: the second gets its reference number first.
    expect(Object.keys(entries).sort()).toEqual(
      [
        'auskunft.json',
        'auskunft.pdf',
        'dateien/rezept.pdf',
        `dateien/${referenceNumber(ids[2]!)}-rezept.pdf`,
      ].sort(),
    );
    const json = JSON.parse(text(entries['auskunft.json']!));
    expect(json.requests.map((r: { id: string }) => r.id)).toEqual(ids);
    const { text: pdfText } = await readPdfText(entries['auskunft.pdf']!);
    expect(pdfText).toContain('Anzahl der Anfragen: 3');
    expect(pdfText).toContain('Anfrage 3 von 3');
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'submission.data_export'), eq(auditLog.tenantId, tenant.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row!.targetId).toBeNull();
    expect(row!.details).toMatchObject({ ids, files: 2 });
  }, 60_000);

  it('puts a file under the name of its detected type: a PDF uploaded as .html is dateien/….pdf (issue 27 #6)', async () => {
    const request = await createRequest(ctx, tenant.tenantId, patient);
    const bytes = pdfDocument('<html><script>alert(document.cookie)</script></html>');
    await uploadFile(ctx, request, { name: '../Befund.html', type: 'text/html', bytes });
    const response = await exportOf(request.submissionId);
    expect(response.statusCode).toBe(200);
    const entries = entriesOf(response.rawPayload);
    expect(Object.keys(entries).sort()).toEqual(['auskunft.json', 'auskunft.pdf', 'dateien/Befund.pdf']);
    expect(Buffer.from(entries['dateien/Befund.pdf']!).equals(bytes)).toBe(true);
    const json = JSON.parse(text(entries['auskunft.json']!));
    expect(json.requests[0].file).toMatchObject({
      fileName: 'Befund.pdf',
      fileType: 'application/pdf',
      zipPath: 'dateien/Befund.pdf',
    });
    const { text: pdfText } = await readPdfText(entries['auskunft.pdf']!);
    expect(pdfText).toContain('Dateiname\nBefund.pdf');
    expect(pdfText).not.toContain('.html');
  }, 60_000);

  it('carries each prescription in auskunft.pdf after its request: the photo, the PDF’s pages, or a note (issue 31)', async () => {
    const photo = await createRequest(ctx, tenant.tenantId, patient);
    await uploadFile(ctx, photo, {
      name: 'foto.png',
      type: 'image/png',
      bytes: pngImage({ width: 300, height: 400 }),
    });
    const scan = await createRequest(ctx, tenant.tenantId, patient);
    await uploadFile(ctx, scan, {
      name: 'scan.pdf',
      type: 'application/pdf',
      bytes: pdfDocument('Scan-Marke'),
    });
    const broken = await createRequest(ctx, tenant.tenantId, patient);
    // Well-formed chunks (the upload check) around image data that is not deflate.
    const brokenPng = pngImage({ width: 4, height: 4 }).fill(0x00, 41, 51);
    await uploadFile(ctx, broken, { name: 'kaputt.png', type: 'image/png', bytes: brokenPng });
    const ids = [photo.submissionId, scan.submissionId, broken.submissionId];

    const response = await exportOf(ids[0]!, `?ids=${ids.slice(1).join(',')}`);
    expect(response.statusCode).toBe(200);
    const entries = entriesOf(response.rawPayload);
    // The ZIP keeps the files as uploaded.
    expect(Buffer.from(entries['dateien/kaputt.png']!).equals(brokenPng)).toBe(true);
    const pdf = entries['auskunft.pdf']!;
    const { pages, text: pdfText } = await readPdfText(pdf);
    const pageOf = (line: string) => pages.findIndex((page) => page.includes(line));
    const [second, third] = [pageOf('Anfrage 2 von 3'), pageOf('Anfrage 3 von 3')];

    expect(await countPaintedImages(pdf)).toBe(1);
    const [box] = await imagePlacements(pdf);
    expect(box!.page).toBe(second - 1);
    expect(pages[box!.page]![0]).toBe('Verordnung');
    expect(box!.bottom).toBeGreaterThanOrEqual(69.5);
    expect(box!.top).toBeLessThanOrEqual(box!.pageHeight - 56.5);

    // The scan's page right after the second request's pages.
    expect(pages[third - 1]!.slice(0, 2)).toEqual(['Verordnung – Seite 1 von 1', 'Scan-Marke']);
    // Page numbers run through the inserted scan: the third request's first page is numbered after it.
    expect(pages[third]!.join('\n')).toContain(`Seite ${third + 1} von ${pages.length}`);
    expect(pdfText).toContain('Die hochgeladene Verordnung folgt auf der nächsten Seite.');
    expect(pages.slice(third).flat().join('\n')).toContain(
      'Verordnung\nDie hochgeladene Verordnung konnte nicht angehängt werden',
    );
  }, 60_000);

  it('holds one signed PDF per answered consent under einwilligungen/, and lists every consent in JSON and PDF (issue 30)', async () => {
    // The request first, then documents for cancellations only: the request holds exactly the consents given here.
    const { submissionId: id } = await createRequest(ctx, tenant.tenantId, patient);
    const submission = { id, tenantId: tenant.id };
    const kinds = { requestKinds: ['absage' as const] };
    const privacy = await publishedConsentDocument(ctx, tenant.id, sampleConsentContent(kinds));
    const fee = await publishedConsentDocument(
      ctx,
      tenant.id,
      sampleConsentContent({
        ...kinds,
        title: 'Ausfallhonorar',
        body: 'Ich zahle bei Absage.',
        required: false,
      }),
    );
    const contract = await publishedConsentDocument(
      ctx,
      tenant.id,
      sampleConsentContent({ ...kinds, title: 'Behandlungsvertrag', body: 'Vertrag.' }),
    );
    const signed = await answeredConsent(ctx, submission, privacy, { name: 'Jürgen Weiß' });
    await answeredConsent(ctx, submission, fee, { name: 'Jürgen Weiß', status: 'declined' });
    await pendingConsent(ctx, submission, contract.version.id);
    const today = berlinDay(new Date());
    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/submissions/${id}/consents/${signed.consent.id}/revocation`,
      headers: { cookie },
      payload: { revoked_on: today, note: 'Per Brief' },
    });
    expect(revoked.statusCode).toBe(200);

    const response = await exportOf(id);
    expect(response.statusCode).toBe(200);
    const entries = entriesOf(response.rawPayload);
    const ref = referenceNumber(id);
    const signedPath = `einwilligungen/Einwilligung-${ref}-Einwilligung-in-die-Datenverarbeitung-v1.pdf`;
    const declinedPath = `einwilligungen/Einwilligung-${ref}-Ausfallhonorar-v1.pdf`;
    // The pending document has no PDF yet.
    expect(Object.keys(entries).sort()).toEqual(
      ['auskunft.json', 'auskunft.pdf', declinedPath, signedPath].sort(),
    );

    const signedPdf = await readPdfText(entries[signedPath]!);
    expect(signedPdf.text).toContain('Name Jürgen Weiß');
    expect(signedPdf.text.replace(/\s+/g, ' ')).toContain(
      'Ich willige ein, dass die Praxis meine Angaben zur Behandlung verarbeitet.',
    );
    expect(signedPdf.text).toContain(signed.digest);
    expect((await readPdfText(entries[declinedPath]!)).text).toContain('Status: Abgelehnt');

    const json = JSON.parse(text(entries['auskunft.json']!));
    const consents = json.requests[0].consents;
    expect(consents).toHaveLength(3);
    expect(consents[0]).toMatchObject({
      title: 'Einwilligung in die Datenverarbeitung',
      version: 1,
      status: 'signed',
      statusLabel: 'Unterschrieben',
      answeredAt: signed.evidence.answeredAt,
      name: 'Jürgen Weiß',
      method: 'drawn',
      intact: true,
      checkValue: signed.digest,
      zipPath: signedPath,
    });
    expect(consents[0].revocation).toMatchObject({
      revokedOn: today,
      recordedBy: 'Erika Mustermann',
      note: 'Per Brief',
    });
    expect(consents[1]).toMatchObject({
      title: 'Ausfallhonorar',
      status: 'declined',
      method: null,
      zipPath: declinedPath,
    });
    expect(consents[2]).toMatchObject({
      title: 'Behandlungsvertrag',
      status: 'pending',
      answeredAt: null,
      name: null,
      revocation: null,
      zipPath: null,
    });

    const { text: pdfText } = await readPdfText(entries['auskunft.pdf']!);
    expect(pdfText).toContain('Einwilligungen und Unterschriften');
    expect(pdfText).toContain('Einwilligung in die Datenverarbeitung · Version 1\nUnterschrieben am ');
    expect(pdfText).toContain('von Jürgen Weiß');
    // The long path may wrap: compared without white space.
    expect(pdfText.replace(/\s+/g, '')).toContain(`AlsPDFinderZIP-Datei:${signedPath}`);
    expect(pdfText).toContain('Behandlungsvertrag · Version 1\nNoch nicht beantwortet');
  }, 60_000);

  it('answers 401, 403 without practice, 404 for another practice (also among ids), 400 for bad ids, and audits none', async () => {
    const { submissionId } = await createRequest(ctx, tenant.tenantId, patient);
    const countExports = async () =>
      (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'submission.data_export'))).length;
    const before = await countExports();

    expect((await exportOf(submissionId, '', {})).statusCode).toBe(401);
    const homeless = await exportOf(submissionId, '', { cookie: homelessCookie });
    expect(homeless.statusCode).toBe(403);
    expect(homeless.json().errorCode).toBe('NO_TENANT');
    const foreign = await exportOf(submissionId, '', { cookie: strangerCookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      errorCode: 'NOT_FOUND',
      error: 'Formular-Einreichung nicht gefunden.',
    });
    expect((await exportOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // Another practice's request smuggled in through ids= answers like an unknown one.
    const other = await makeTenant(ctx);
    const theirs = await createRequest(ctx, other.tenantId, patient);
    const mixed = await exportOf(submissionId, `?ids=${theirs.submissionId}`);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().errorCode).toBe('NOT_FOUND');

    const badPath = await exportOf('kein-uuid');
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().errorCode).toBe('VALIDATION_ERROR');
    const badIds = await exportOf(submissionId, '?ids=abc');
    expect(badIds.statusCode).toBe(400);
    expect(badIds.json().errorCode).toBe('VALIDATION_ERROR');
    const tooMany = Array.from({ length: 50 }, () => crypto.randomUUID()).join(',');
    expect((await exportOf(submissionId, `?ids=${tooMany}`)).statusCode).toBe(400);

    expect(await countExports()).toBe(before);
  });
});
