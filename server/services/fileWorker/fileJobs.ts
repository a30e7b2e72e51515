// What the file worker does (issue 43): every piece of work that reads a patient's file with pdf-lib, draws it
// with PDFKit or decodes its image runs as one of these jobs in the worker thread, never in the server's.
// Each takes plain data (structured-cloned, byte fields as Uint8Array) and answers the document's bytes.
import { renderConsentPdf } from '../pdf/consentPdf.ts';
import { renderDataExportPdf } from '../pdf/dataExportPdf.ts';
import { renderSubmissionPdf } from '../pdf/submissionPdf.ts';
import type { FileJobKind } from './fileJobMessages.ts';

export const fileJobs = {
  /** Its prescription photo or pages included. */
  submissionPdf: renderSubmissionPdf,
  /** Each request's prescription included, one after another. */
  dataExportPdf: renderDataExportPdf,
  /** Its drawn signature included. */
  consentPdf: renderConsentPdf,
} satisfies Record<FileJobKind, (input: never) => Promise<Uint8Array>>;
