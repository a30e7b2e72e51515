// One request as a FHIR R4 Bundle (issue 31): the "FHIR exportieren" download and the opt-in webhook body.
// A `collection` of three resources at most: the Patient (name, telecom), the anamnese as a
// QuestionnaireResponse to the published Questionnaire, and a DocumentReference for the prescription file.
// Built from the decrypted detail and anamnese the detail screen and the PDF read (queries/submissionDetail.ts), never from
// rows of its own. Resource ids are derived from the request's id, so the same request always gives the same
// fullUrls (a receiver can recognise a webhook it got twice).
import { createHash } from 'node:crypto';
import type {
  Bundle,
  BundleEntry,
  ContactPoint,
  DocumentReference,
  HumanName,
  Patient,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
  Reference,
} from '@medplum/fhirtypes';
import { QUESTIONNAIRE, type Question } from '../../common/anamnese/questionnaire.ts';
import { senderEmail, senderName } from '../../common/dashboard/submissionDisplay.ts';
import {
  ANAMNESE_QUESTIONNAIRE_CANONICAL,
  answerCoding,
  partLinkId,
} from '../../common/fhir/anamneseQuestionnaire.ts';
import type { AnamneseDetail, SubmissionDetail } from '../../common/schemas/submissionDetail.ts';
import { senderPhone } from '../../common/submission/senderPhone.ts';
import { fhirTexts } from '../../common/texts/fhir.ts';
import type { AppDeps } from '../context.ts';
import { readAnamnese } from '../queries/submissionDetail.ts';

export type BundleDetail = Pick<SubmissionDetail, 'id' | 'tenant_id' | 'form_data' | 'prescription_file'>;

export type BundleSource = {
  detail: BundleDetail;
  anamnese: AnamneseDetail['anamnese'];
  /** PUBLIC_URL: the prescription is referenced at the staff's download address, not copied inline. */
  baseUrl: string;
  generatedAt: Date;
};

/** A stable uuid per request and resource (SHA-256 of both, shaped as an RFC 9562 version 8 uuid). */
export function resourceUuid(submissionId: string, resource: string): string {
  const hex = createHash('sha256').update(`${submissionId}:${resource}`).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** Types the file route serves as they are; anything else it serves as a download-only blob. */
const SERVED_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form's separate first and last name fields, when it has them (a practice website's form may). */
function nameParts(formData: Record<string, unknown>) {
  const find = (pattern: RegExp) =>
    Object.entries(formData).find(([key, value]) => pattern.test(key) && text(value))?.[1] as
      | string
      | undefined;
  const given = find(/^(first_?name|vorname)$/i);
  const family = find(/^(last_?name|nachname|surname|familienname)$/i);
  return given && family ? { given: [given.trim()], family: family.trim() } : {};
}

function patientOf(formData: Record<string, unknown>): Patient {
  const name = senderName(formData);
  const names: HumanName[] = name ? [{ text: name, ...nameParts(formData) }] : [];
  const telecom: ContactPoint[] = [];
  const phone = senderPhone(formData);
  if (phone) telecom.push({ system: 'phone', value: phone });
  const email = senderEmail(formData);
  if (email) telecom.push({ system: 'email', value: email });
  return {
    resourceType: 'Patient',
    ...(names.length ? { name: names } : {}),
    ...(telecom.length ? { telecom } : {}),
  };
}

const codings = (q: Question & { options: { value: string; label: string }[] }, values: unknown) =>
  (Array.isArray(values) ? values : [values])
    .filter((v): v is string => typeof v === 'string')
    .map((v): QuestionnaireResponseItemAnswer => ({ valueCoding: answerCoding(q.id, q.options, v) }));

const leaf = (linkId: string, itemText: string, answer: QuestionnaireResponseItemAnswer[]) =>
  answer.length ? [{ linkId, text: itemText, answer }] : [];
const stringAnswer = (value: unknown) => (text(value) ? [{ valueString: text(value) }] : []);
const yesNoAnswer = (value: unknown) =>
  value === 'yes' || value === 'no' ? [{ valueBoolean: value === 'yes' }] : [];

/** One step's answer as response items (none when it was skipped); linkIds as the Questionnaire has them. */
function responseItems(q: Question, value: unknown): QuestionnaireResponseItem[] {
  if (value === undefined || value === null) return [];
  const group = (parts: QuestionnaireResponseItem[]) =>
    parts.length ? [{ linkId: q.id, text: q.title, item: parts }] : [];
  switch (q.type) {
    case 'multi':
    case 'single':
      return leaf(q.id, q.title, codings(q, value));
    case 'scale':
      return typeof value === 'number' ? leaf(q.id, q.title, [{ valueInteger: value }]) : [];
    case 'yesno':
      return leaf(q.id, q.title, yesNoAnswer(value));
    case 'yesnoText': {
      const answer = value as { radio?: unknown; text?: unknown };
      const yesNo = leaf(partLinkId.yesNo(q.id), q.title, yesNoAnswer(answer.radio));
      // The text part is only enabled after "Ja" (as the detail screen shows it).
      const details =
        answer.radio === 'yes' ? leaf(partLinkId.text(q.id), q.textLabel, stringAnswer(answer.text)) : [];
      return yesNo.length ? group([...yesNo, ...details]) : [];
    }
    case 'checkboxesText': {
      const answer = value as { checkboxes?: unknown; text?: unknown };
      return group([
        ...leaf(partLinkId.choice(q.id), q.title, codings(q, answer.checkboxes ?? [])),
        ...leaf(partLinkId.text(q.id), q.textLabel, stringAnswer(answer.text)),
      ]);
    }
    case 'textConsent': {
      const answer = value as { text?: unknown; checkbox?: unknown };
      return group([
        ...leaf(partLinkId.text(q.id), q.textLabel, stringAnswer(answer.text)),
        ...leaf(
          partLinkId.consent(q.id),
          q.consentLabel,
          typeof answer.checkbox === 'boolean' ? [{ valueBoolean: answer.checkbox }] : [],
        ),
      ]);
    }
  }
}

function questionnaireResponseOf(
  anamnese: NonNullable<AnamneseDetail['anamnese']> & { answers: Record<string, unknown> },
  subject: Reference<Patient>,
): QuestionnaireResponse {
  return {
    resourceType: 'QuestionnaireResponse',
    language: 'de',
    questionnaire: ANAMNESE_QUESTIONNAIRE_CANONICAL,
    status: 'completed',
    subject,
    authored: anamnese.completed_at,
    item: QUESTIONNAIRE.flatMap((q) => responseItems(q, anamnese.answers[q.id])),
  };
}

function documentReferenceOf(
  file: Extract<SubmissionDetail['prescription_file'], { kind: 'file' }>,
  fileUrl: string,
  subject: Reference<Patient>,
): DocumentReference {
  const uploadedAt = ISO_INSTANT.test(file.uploadedAt) ? file.uploadedAt : undefined;
  return {
    resourceType: 'DocumentReference',
    status: 'current',
    type: { text: fhirTexts.prescriptionTitle },
    subject,
    ...(uploadedAt ? { date: uploadedAt } : {}),
    content: [
      {
        attachment: {
          contentType: SERVED_TYPES.has(file.fileType) ? file.fileType : 'application/octet-stream',
          // The bytes stay behind the staff's login (and its audit): a link, not an inline copy.
          url: fileUrl,
          ...(Number.isInteger(file.fileSize) && file.fileSize >= 0 ? { size: file.fileSize } : {}),
          // Neutral: the patient's own file name is health data and stays encrypted.
          title: fhirTexts.prescriptionTitle,
          ...(uploadedAt ? { creation: uploadedAt } : {}),
        },
      },
    ],
  };
}

/** The staff's download address of a request's prescription file. */
export const prescriptionFileUrl = (baseUrl: string, submissionId: string) =>
  `${baseUrl}/functions/v1/decryptFile?submissionId=${encodeURIComponent(submissionId)}&download=1`;

export function submissionBundle({ detail, anamnese, baseUrl, generatedAt }: BundleSource): Bundle {
  const entry = (resource: string, value: BundleEntry['resource']): BundleEntry => ({
    fullUrl: `urn:uuid:${resourceUuid(detail.id, resource)}`,
    resource: value,
  });
  const patient = entry('Patient', patientOf(detail.form_data ?? {}));
  const subject: Reference<Patient> = { reference: patient.fullUrl };
  const entries = [patient];
  if (anamnese?.answers) {
    const answers = { ...anamnese, answers: anamnese.answers };
    entries.push(entry('QuestionnaireResponse', questionnaireResponseOf(answers, subject)));
  }
  if (detail.prescription_file?.kind === 'file') {
    const url = prescriptionFileUrl(baseUrl, detail.id);
    entries.push(entry('DocumentReference', documentReferenceOf(detail.prescription_file, url, subject)));
  }
  return {
    resourceType: 'Bundle',
    language: 'de',
    identifier: { system: 'urn:ietf:rfc:3986', value: `urn:uuid:${detail.id}` },
    type: 'collection',
    timestamp: generatedAt.toISOString(),
    entry: entries,
  };
}

/**
 * The bundle of a request whose detail the caller has loaded with its own right to it (the staff's
 * loadSubmissionDetail, or loadSubmissionDetailById for a practice's webhook); the anamnese is read here.
 */
export async function loadSubmissionBundle(
  deps: Pick<AppDeps, 'database' | 'crypto'>,
  detail: BundleDetail,
  options: { baseUrl: string; generatedAt?: Date; warn?: (message: string) => void },
): Promise<Bundle> {
  const { anamnese } = await readAnamnese(deps, { id: detail.id, tenantId: detail.tenant_id }, options.warn);
  return submissionBundle({
    detail,
    anamnese,
    baseUrl: options.baseUrl,
    generatedAt: options.generatedAt ?? new Date(),
  });
}
