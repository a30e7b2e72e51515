// A new submission from a website or the reception: limits, honeypot, validation, encryption; then the
// submission writer checks the IP blacklist and the per-address limit, stores the row with its audit entry
// and enqueues the scoring job, in one transaction (group commit, services/submissionWriter.ts).
import { createHash, randomBytes } from 'node:crypto';
import { takeFillTime } from '../../common/intake/fillTime.ts';
import { formDataSizeProblem, validateFormData } from '../../common/intake/formDataRules.ts';
import type { FormSource } from '../../common/intake/formSource.ts';
import { canonicalFormType } from '../../common/intake/formTypes.ts';
import { HONEYPOT_FIELDS, SUBMIT_RATE_WINDOW_MINUTES } from '../../common/intake/limits.ts';
import { requestKindOf } from '../../common/intake/requestKinds.ts';
import { DEFAULT_LANGUAGE, type PatientLanguage } from '../../common/texts/patient/languages.ts';
import { AppError, errors } from '../errors.ts';
import type { AuditEntry } from '../services/audit.ts';
import type { CryptoService } from '../services/crypto.ts';
import type { ClientAddress } from '../services/ipHash.ts';
import { sealReasons } from '../services/spam/sealedReasons.ts';
import type { SubmissionWriter } from '../services/submissionWriter.ts';
import type { PublicTenantRow } from '../tenants/resolveTenant.ts';
import { carriesAnamnese, hashAnamneseToken, newAnamneseToken } from './anamneseToken.ts';
import { hashConsentToken, newConsentToken } from './consentLinks.ts';

export const HONEYPOT_REASON = 'Honeypot-Feld ausgefüllt';

export const intakeErrors = {
  ipBlocked: () =>
    new AppError(
      'IP_BLOCKED',
      403,
      'Ihre Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte wenden Sie sich telefonisch an die Praxis.',
    ),
  rateLimited: () =>
    new AppError(
      'RATE_LIMITED',
      429,
      `Von Ihrer Adresse kamen zu viele Anfragen. Bitte versuchen Sie es in ${SUBMIT_RATE_WINDOW_MINUTES} Minuten erneut.`,
    ),
  tenantNotFound: () =>
    new AppError('TENANT_NOT_FOUND', 404, 'Praxis nicht gefunden. Bitte prüfen Sie die tenantId.'),
};

export type CreateSubmissionDeps = { crypto: CryptoService; writer: SubmissionWriter };

export type CreateSubmissionInput = {
  tenant: PublicTenantRow;
  formData: Record<string, unknown>;
  /** The sender (deps.ipHash.address): its per-address key and blacklist keys. */
  client: ClientAddress;
  userAgent: string | undefined;
  actor: AuditEntry['actor'];
  /** Our reception's forms are checked strictly, a website's post for size and sanity (formSource.ts). */
  source: FormSource;
  /** The language the patient wrote in, when not German (issue 29). */
  language?: PatientLanguage | null;
  /** Whose answer names the consent link's token (submitForm's JSON); others get the rows only (issue 30). */
  answersConsentToken?: boolean;
};

export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSubmission(deps: CreateSubmissionDeps, input: CreateSubmissionInput) {
  const sizeProblem = formDataSizeProblem(input.formData);
  if (sizeProblem) throw new AppError('FORM_TOO_LARGE', 400, sizeProblem);

  const honeypot = HONEYPOT_FIELDS.some((field) => String(input.formData[field] ?? '').trim() !== '');
  const { formData: submitted, fillMs } = takeFillTime(input.formData);
  const formData = Object.fromEntries(
    Object.entries(submitted).filter(([key]) => !(HONEYPOT_FIELDS as readonly string[]).includes(key)),
  );
  if (!honeypot) {
    const businessType = input.tenant.config.businessType === 'non-medical' ? 'non-medical' : 'medical';
    const fieldErrors = validateFormData(formData, businessType, {
      source: input.source,
      consentRequired: input.source === 'reception',
    });
    const first = Object.values(fieldErrors)[0];
    if (first) throw errors.badRequest(first, { fields: fieldErrors });
  }

  const uploadToken = randomBytes(24).toString('base64url');
  // Also for honeypot hits, so a robot sees the same answer as a patient.
  const anamneseToken = carriesAnamnese(formData.type) ? newAnamneseToken() : null;
  // Its link is stored only when the request needs documents (commands/requestConsents.ts).
  const consentToken = input.answersConsentToken ? newConsentToken() : null;
  const formType = canonicalFormType(formData.type);
  const outcome = await deps.writer.write({
    tenantId: input.tenant.id,
    formType,
    requestKind: requestKindOf(formData.type, formType),
    patientLanguage: input.language && input.language !== DEFAULT_LANGUAGE ? input.language : null,
    formData: await deps.crypto.encryptJson(input.tenant.id, formData),
    spam: honeypot
      ? {
          isSpam: true,
          score: 100,
          confidence: 1,
          reasons: await sealReasons(deps.crypto, input.tenant.id, [HONEYPOT_REASON]),
          status: 'completed',
        }
      : { isSpam: false, score: null, confidence: null, reasons: null, status: 'pending' },
    clientIpHash: input.client.key,
    blacklistKeys: input.client.blacklistKeys,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    uploadTokenHash: hashUploadToken(uploadToken),
    anamneseTokenHash: anamneseToken ? hashAnamneseToken(anamneseToken) : null,
    consentTokenHash: consentToken ? hashConsentToken(consentToken) : null,
    fillMs,
    actor: { kind: input.actor.kind, userId: input.actor.kind === 'user' ? input.actor.id : null },
    auditDetails: { honeypot },
    score: !honeypot,
  });
  if (outcome.status === 'blocked') throw intakeErrors.ipBlocked();
  if (outcome.status === 'rate_limited') throw intakeErrors.rateLimited();
  if (outcome.status !== 'stored') throw intakeErrors.tenantNotFound();
  return {
    id: outcome.id,
    uploadToken,
    anamneseToken,
    consentToken: outcome.consents > 0 ? consentToken : null,
    honeypot,
  };
}
