// The SHA-256 a signature names (issue 30): over the version's canonical content together with the document
// and version it belongs to, so the same text published twice still has two different values.
import { createHash } from 'node:crypto';
import type { ConsentContent } from '../../../common/consent/content.ts';
import { canonicalJson } from './canonicalJson.ts';

export function consentDocumentSha256(documentId: string, version: number, content: ConsentContent): string {
  return createHash('sha256').update(canonicalJson({ documentId, version, content })).digest('hex');
}
