// The file worker's message contract: one job in (its kind and plain, structured-cloneable input), its bytes
// out (handed over, not copied) or its failure. Imports nothing, so both threads and every caller can use it.

/** submissionPdf: "PDF exportieren"; dataExportPdf: auskunft.pdf of a Datenauskunft; consentPdf: a signed consent. */
export type FileJobKind = 'submissionPdf' | 'dataExportPdf' | 'consentPdf';

export type FileJobRequest = { kind: FileJobKind; input: object };
export type FileJobAnswer = { ok: true; bytes: Uint8Array } | { ok: false; message: string };
