import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ConsentContent } from '../../../common/consent/content.ts';
import type { ConsentEvidence } from '../../../common/consent/evidence.ts';
import { createCryptoService } from '../crypto.ts';
import { createKeyedHasher } from '../ipHash.ts';
import { canonicalJson } from './canonicalJson.ts';
import { consentDocumentSha256 } from './documentHash.ts';
import { checkConsent, type StoredConsent, sealEvidence } from './seal.ts';

const tenantId = randomUUID();
const wrapped = new Map<string, string>();
const crypto = createCryptoService(randomBytes(32), async (id) => wrapped.get(id) ?? null);
wrapped.set(tenantId, crypto.newWrappedDataKey());
const deps = { crypto, keyedHash: createKeyedHasher('server-secret') };

const content: ConsentContent = {
  title: 'Einwilligung',
  body: 'Ich willige ein.',
  translations: { en: { title: 'Consent', body: 'I agree.' } },
  requestKinds: ['termin_rezept'],
  required: true,
};

async function signedRow() {
  const documentId = randomUUID();
  const sha = consentDocumentSha256(documentId, 1, content);
  const answeredAt = new Date('2026-11-27T08:00:00.000Z');
  const evidence: ConsentEvidence = {
    v: 1,
    consentId: randomUUID(),
    submissionId: randomUUID(),
    tenantId,
    versionId: randomUUID(),
    version: 1,
    documentSha256: sha,
    status: 'signed',
    name: 'Erika Muster',
    method: 'drawn',
    signatureImage: 'data:image/png;base64,iVBORw0KGgo=',
    answeredAt: answeredAt.toISOString(),
    addressHash: 'a'.repeat(64),
    userAgent: 'Mozilla/5.0',
    language: 'de',
  };
  const sealed = await sealEvidence(deps, evidence);
  const row: StoredConsent = {
    id: evidence.consentId,
    tenantId,
    submissionId: evidence.submissionId,
    versionId: evidence.versionId,
    status: 'signed',
    answeredAt,
    evidence: sealed.evidence,
    seal: sealed.seal,
    version: {
      documentId,
      version: 1,
      content: await crypto.encryptJson(tenantId, content),
      contentSha256: sha,
    },
  };
  return { row, evidence };
}

describe('consent seal', () => {
  it('writes keys in one order, whatever order an object was built in', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: null }], a: 'x', u: undefined })).toBe(
      '{"a":"x","b":[2,{"c":null,"d":1}]}',
    );
  });

  it('accepts untouched evidence and names its digest', async () => {
    const { row } = await signedRow();
    const check = await checkConsent(deps, row);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('detects a changed part of the evidence, even when resealed with the practice key', async () => {
    const { row, evidence } = await signedRow();
    const changed = await crypto.encryptJson(tenantId, { ...evidence, name: 'Eve Fälscher' });
    expect(await checkConsent(deps, { ...row, evidence: changed })).toMatchObject({
      ok: false,
      reason: 'evidence',
    });
  });

  it('detects a changed plain column, seal or server key', async () => {
    const { row } = await signedRow();
    expect(await checkConsent(deps, { ...row, status: 'declined' })).toMatchObject({ reason: 'evidence' });
    expect(await checkConsent(deps, { ...row, answeredAt: new Date() })).toMatchObject({
      reason: 'evidence',
    });
    expect(await checkConsent(deps, { ...row, seal: 'f'.repeat(64) })).toMatchObject({ reason: 'evidence' });
    const otherKey = { ...deps, keyedHash: createKeyedHasher('another-secret') };
    expect(await checkConsent(otherKey, row)).toMatchObject({ reason: 'evidence' });
  });

  it('detects a changed document text or hash', async () => {
    const { row } = await signedRow();
    const text = await crypto.encryptJson(tenantId, { ...content, body: 'Ich willige in alles ein.' });
    expect(await checkConsent(deps, { ...row, version: { ...row.version, content: text } })).toMatchObject({
      ok: false,
      reason: 'document',
    });
    const hash = { ...row.version, contentSha256: '0'.repeat(64) };
    expect(await checkConsent(deps, { ...row, version: hash })).toMatchObject({
      ok: false,
      reason: 'document',
    });
  });
});
