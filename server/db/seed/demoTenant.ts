// Demo mode only (DESIGN §4): the tenant "demo" with about 40 sample submissions, so a newcomer's first
// start shows a living back office. Never runs against production data; a later start changes nothing.

import { eq } from 'drizzle-orm';
import { requestKindOf } from '../../../common/intake/requestKinds.ts';
import { createTenant } from '../../commands/createTenant.ts';
import { storeSummary } from '../../commands/generateAnamneseSummary.ts';
import { localEngine } from '../../services/ai/localEngine.ts';
import { elapsedMs } from '../../services/ai/storedAnswers.ts';
import type { CryptoService } from '../../services/crypto.ts';
import { patientKeysOf } from '../../services/patientKeys.ts';
import { sealReasons } from '../../services/spam/sealedReasons.ts';
import type { Db } from '../connect.ts';
import { anamneseSubmissions, formSubmissions, submissionFiles, tenantSettings } from '../schema.ts';
import { demoPrescriptionPng } from './demoPrescriptionImage.ts';
import { demoSamples, demoTenantConfig } from './demoSamples.ts';

export const DEMO_TENANT_SLUG = 'demo';

export async function ensureDemoTenant(db: Db, crypto: CryptoService): Promise<boolean> {
  const [existing] = await db
    .select({ id: tenantSettings.id })
    .from(tenantSettings)
    .where(eq(tenantSettings.tenantId, DEMO_TENANT_SLUG));
  if (existing) return false;
  const tenant = await createTenant(
    db,
    crypto,
    {
      slug: DEMO_TENANT_SLUG,
      name: String(demoTenantConfig.companyName ?? 'Demo-Praxis'),
      emailRecipients: [String(demoTenantConfig.email ?? 'praxis@demo.example')],
      config: demoTenantConfig,
    },
    { kind: 'system' },
  );
  const now = Date.now();
  const photo = demoPrescriptionPng();
  // Keyed as scoring keys every request (patientKeys.ts): the start's backfill is for rows of older versions.
  const hashPatient = await crypto.patientKeyHasher(tenant.id);
  for (const sample of demoSamples) {
    const createdAt = new Date(now - sample.ageMinutes * 60_000);
    const { emailKey, phoneKey } = patientKeysOf(hashPatient, sample.formData);
    const [row] = await db
      .insert(formSubmissions)
      .values({
        tenantId: tenant.id,
        formType: sample.formType,
        requestKind: requestKindOf(sample.formData.type, sample.formType),
        formData: await crypto.encryptJson(tenant.id, sample.formData),
        isSpam: sample.isSpam,
        isProcessed: sample.isProcessed,
        // Processed samples were opened by someone; the others show the "Neu" a new request has.
        openedAt: sample.isProcessed ? createdAt : null,
        spamScore: sample.spamScore,
        spamConfidence: sample.spamConfidence,
        spamReasons: sample.spamReasons && (await sealReasons(crypto, tenant.id, sample.spamReasons)),
        quarantineStatus: sample.quarantineStatus,
        patientEmailKey: emailKey,
        patientPhoneKey: phoneKey,
        userAgent: 'Demo-Daten',
        hasAnamnese: Boolean(sample.anamneseAnswers),
        prescriptionEncryptedUrl: sample.prescriptionImage
          ? await crypto.encryptJson(tenant.id, {
              fileName: sample.prescriptionImage.fileName,
              fileType: 'image/png',
              fileSize: photo.length,
              uploadedAt: new Date(createdAt.getTime() + 60_000).toISOString(),
            })
          : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: formSubmissions.id });
    if (sample.prescriptionImage) {
      await db.insert(submissionFiles).values({
        submissionId: row!.id,
        data: await crypto.encryptBytes(tenant.id, photo),
      });
    }
    if (sample.anamneseAnswers) {
      const [anamnese] = await db
        .insert(anamneseSubmissions)
        .values({
          tenantId: tenant.id,
          originalSubmissionId: row!.id,
          encryptedAnswers: await crypto.encryptJson(tenant.id, sample.anamneseAnswers),
          completedAt: new Date(createdAt.getTime() + 10 * 60_000),
        })
        .returning({ id: anamneseSubmissions.id });
      // A summary by the local engine, so a newcomer sees the whole detail screen at once.
      const started = performance.now();
      const outcome = await localEngine.summarize(sample.anamneseAnswers);
      await storeSummary(db, crypto, { id: anamnese!.id, tenantId: tenant.id }, outcome, elapsedMs(started));
    }
  }
  return true;
}
