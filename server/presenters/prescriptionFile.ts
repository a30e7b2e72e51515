// prescription_encrypted_url as the detail screen shows it (spec 001 §3): JSON metadata — encrypted with the
// practice's key since the file name is the patient's ("Rezept_Max_Mustermann_F32.pdf"), in clear in older
// rows — or a path string the old service stored, or something unreadable ("❌ Fehler beim Laden der
// Datei-Informationen").
import type { PrescriptionFile } from '../../common/schemas/submissionDetail.ts';
import { downloadFileName } from '../../common/submission/downloadFileName.ts';
import { type CryptoService, isCiphertext } from '../services/crypto.ts';

/** Reads the stored value: decrypts what is encrypted, and understands the clear forms of older rows. */
export async function readPrescriptionFile(
  crypto: CryptoService,
  tenantId: string,
  raw: string | null,
): Promise<PrescriptionFile | null> {
  if (!raw || !isCiphertext(raw)) return parsePrescriptionFile(raw);
  const decrypted = await crypto.decryptJson<unknown>(tenantId, raw);
  return decrypted.ok ? (metadataOf(decrypted.value) ?? { kind: 'invalid' }) : { kind: 'invalid' };
}

/** The clear forms: JSON metadata of older rows, a legacy path, or unreadable. */
export function parsePrescriptionFile(raw: string | null): PrescriptionFile | null {
  if (!raw?.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: a legacy path like "tenant/2024/rezept.pdf.enc", unless it was meant to be JSON.
    return /^\s*[[{]/.test(raw) ? { kind: 'invalid' } : { kind: 'legacy', path: raw };
  }
  return metadataOf(value) ?? { kind: 'invalid' };
}

function metadataOf(value: unknown): PrescriptionFile | null {
  const meta = value as Record<string, unknown> | null;
  if (
    meta &&
    typeof meta.fileName === 'string' &&
    typeof meta.fileType === 'string' &&
    typeof meta.fileSize === 'number' &&
    typeof meta.uploadedAt === 'string'
  ) {
    return {
      kind: 'file',
      // Rows stored before the name got its type's extension are fixed here, where every reader passes.
      fileName: downloadFileName(meta.fileName, meta.fileType),
      fileType: meta.fileType,
      fileSize: meta.fileSize,
      uploadedAt: meta.uploadedAt,
    };
  }
  return null;
}
