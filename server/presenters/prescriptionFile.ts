// prescription_encrypted_url as the detail screen shows it (spec 001 §3): JSON metadata, or a path string
// the old service stored, or something unreadable ("❌ Fehler beim Laden der Datei-Informationen").
import type { PrescriptionFile } from '../../common/schemas/submissionDetail.ts';

export function parsePrescriptionFile(raw: string | null): PrescriptionFile | null {
  if (!raw?.trim()) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    // Not JSON: a legacy path like "tenant/2024/rezept.pdf.enc", unless it was meant to be JSON.
    return /^\s*[[{]/.test(raw) ? { kind: 'invalid' } : { kind: 'legacy', path: raw };
  }
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
      fileName: meta.fileName,
      fileType: meta.fileType,
      fileSize: meta.fileSize,
      uploadedAt: meta.uploadedAt,
    };
  }
  return { kind: 'invalid' };
}
