// One consent as the patient's page shows it: the text in the patient's language when the practice
// translated it (else German, translated false), with its state.
import type { PublicConsent } from '../../../common/consent/api.ts';
import { type ConsentContent, consentTextFor } from '../../../common/consent/content.ts';
import type { ConsentStatus } from '../../../common/consent/evidence.ts';
import type { PatientLanguage } from '../../../common/texts/patient/languages.ts';
import type { LinkConsent } from '../../commands/consentLinks.ts';

export function presentConsent(
  row: Pick<LinkConsent, 'id' | 'version' | 'required' | 'status' | 'answeredAt'>,
  content: ConsentContent,
  language: PatientLanguage,
): PublicConsent {
  const text = consentTextFor(content, language);
  return {
    consent_id: row.id,
    version: row.version.version,
    title: text.title,
    body: text.body,
    language: text.language,
    translated: text.translated,
    required: row.required,
    status: row.status as ConsentStatus,
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}
