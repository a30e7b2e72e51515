// "Datenauskunft" (GDPR Art. 15): everything stored about one request, or several requests of one patient,
// as one ZIP: auskunft.pdf (readable), auskunft.json (machine-readable), the uploaded files, decrypted under
// their names (ending in their detected type, as every download), and one signed PDF per answered consent
// document under einwilligungen/ (issue 30). Rendered in the request and stored nowhere; audited without content.
import { and, inArray } from 'drizzle-orm';
import type { Zippable } from 'fflate';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { downloadFileName } from '../../common/submission/downloadFileName.ts';
import type { Actor } from '../auth/actor.ts';
import type { AppDeps } from '../context.ts';
import { formSubmissions } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { tenantScope } from '../policies/tenantScope.ts';
import {
  findOwnSubmission,
  loadSubmissionDetail,
  readAnamnese,
  SUBMISSION_NOT_FOUND,
  submissionNotFound,
} from '../queries/submissionDetail.ts';
import { audit } from '../services/audit.ts';
import { fileWorker } from '../services/fileWorker/fileWorker.ts';
import type { DataExportPdfInput } from '../services/pdf/dataExportPdf.ts';
import { PDF_TIME_ZONE } from '../services/pdf/submissionPdf.ts';
import { dataExportJson } from './buildDataExportJson.ts';
import { DATA_EXPORT_ACTION, type ExportRequest, loadExportRequest } from './buildDataExportModel.ts';

/** At most this many requests in one export (a patient's history, not a practice's). */
export const MAX_EXPORT_REQUESTS = 50;

/** Each readable file gets its place in dateien/; a name taken already gets the request's reference first. */
function placeFiles(requests: ExportRequest[]): Zippable {
  const files: Zippable = {};
  for (const request of requests) {
    const { file, fileBytes } = request;
    if (file?.kind !== 'file' || !fileBytes) continue;
    const reference = referenceNumber(request.detail.id);
    // The name as everywhere else: no folders, no leading dots, the detected type's extension.
    let path = `dateien/${downloadFileName(file.fileName, file.fileType, `datei-${reference}`)}`;
    if (path in files) path = `dateien/${reference}-${path.slice('dateien/'.length)}`;
    file.zipPath = path;
    // Uploads are PDFs and images, compressed already.
    files[path] = [fileBytes, { level: 0 }];
  }
  return files;
}

/** Each answered consent's signed PDF in einwilligungen/; its name holds the reference, title and version. */
function placeConsents(requests: ExportRequest[]): Zippable {
  const files: Zippable = {};
  for (const request of requests) {
    for (const consent of request.consents ?? []) {
      if (!consent.pdf) continue;
      const name = consent.pdf.fileName;
      let path = `einwilligungen/${name}`;
      for (let n = 2; path in files; n++) path = `einwilligungen/${name.replace(/\.pdf$/, `-${n}.pdf`)}`;
      consent.zipPath = path;
      // PDFKit compresses its streams already.
      files[path] = [consent.pdf.bytes, { level: 0 }];
    }
  }
  return files;
}

const berlinDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: PDF_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

/** "datenauskunft-2026-11-23-3F2A9C1E.zip": the day and the first request's reference, never the patient. */
export const dataExportFileName = (id: string, generatedAt: Date) =>
  `datenauskunft-${berlinDay(generatedAt)}-${referenceNumber(id)}.zip`;

/**
 * ids[0] is the request the export starts from; further ids must be requests of the same practice within the
 * actor's scope, else the whole export answers 404 (as an unknown id would).
 */
export async function buildDataExport(
  deps: Pick<AppDeps, 'database' | 'crypto' | 'keyedHash'>,
  actor: Actor,
  ids: readonly string[],
  warn: (message: string) => void = () => {},
): Promise<{ zip: Buffer; fileName: string }> {
  const { db } = deps.database;
  const unique = [...new Set(ids)];
  const { submission: first, tenantName } = await findOwnSubmission(db, actor, unique[0]!);
  authorize(actor, 'submission.dataExport', { tenantId: first.tenantId }, SUBMISSION_NOT_FOUND);
  const others = unique.slice(1);
  const otherRows = others.length
    ? await db
        .select()
        .from(formSubmissions)
        .where(
          and(
            inArray(formSubmissions.id, others),
            tenantScope(actor, formSubmissions.tenantId, [first.tenantId]),
          ),
        )
    : [];
  if (otherRows.length !== others.length) throw submissionNotFound();
  const byId = new Map([first, ...otherRows].map((row) => [row.id, row]));

  const requests: ExportRequest[] = [];
  for (const id of unique) {
    const row = byId.get(id)!;
    const detail = await loadSubmissionDetail(deps, actor, id);
    const anamnese = await readAnamnese(deps, row, warn);
    requests.push(await loadExportRequest(deps, row, detail, anamnese));
  }

  const generatedAt = new Date();
  const files = placeFiles(requests);
  const consentFiles = placeConsents(requests);
  const input = { practiceName: tenantName, generatedAt, requests } satisfies DataExportPdfInput;
  // In the file worker: the requests' files are a patient's (issue 43).
  const pdf = await fileWorker.run('dataExportPdf', input);
  const json = Buffer.from(`${JSON.stringify(dataExportJson(input), null, 2)}\n`, 'utf8');
  // Loaded at the first export, not with every server (issue 14's memory target).
  const { zipSync } = await import('fflate');
  const zip = zipSync(
    { 'auskunft.pdf': [pdf, { level: 0 }], 'auskunft.json': [json, { level: 6 }], ...files, ...consentFiles },
    { mtime: generatedAt },
  );

  // Who exported which requests, never what they hold.
  await audit(db, {
    actor: { kind: 'user', id: actor.id },
    action: DATA_EXPORT_ACTION,
    tenantId: first.tenantId,
    ...(unique.length === 1
      ? { target: { type: 'submission', id: first.id }, details: { files: Object.keys(files).length } }
      : { details: { ids: unique, files: Object.keys(files).length } }),
  });
  return {
    zip: Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength),
    fileName: dataExportFileName(first.id, generatedAt),
  };
}
