// What a consent document says (issue 30): the German title and text, translations the practice wrote, the
// request kinds that need it and whether a patient must sign it. One shape for the admin's draft, a published
// version (sealed, never changed), the API and the reception.
import { z } from 'zod';
import { REQUEST_KIND_VALUES } from '../intake/requestKinds.ts';
import { PATIENT_LANGUAGES, type PatientLanguage } from '../texts/patient/languages.ts';

export const CONSENT_TITLE_MAX = 200;
export const CONSENT_BODY_MAX = 20_000;

/** The request kinds a patient can send through the reception: the ones a document can be asked for. */
export const CONSENT_REQUEST_KINDS = ['termin_rezept', 'selbstzahler', 'manuell', 'frage', 'absage'] as const;

const title = z
  .string()
  .trim()
  .min(1, { error: 'Bitte geben Sie einen Titel ein.' })
  .max(CONSENT_TITLE_MAX, { error: `Der Titel darf höchstens ${CONSENT_TITLE_MAX} Zeichen lang sein.` });
const body = z
  .string()
  .trim()
  .min(1, { error: 'Bitte geben Sie den Text des Dokuments ein.' })
  .max(CONSENT_BODY_MAX, { error: `Der Text darf höchstens ${CONSENT_BODY_MAX} Zeichen lang sein.` });

export const consentTextSchema = z.object({ title, body });
export type ConsentText = z.infer<typeof consentTextSchema>;

export const consentContentSchema = z.object({
  /** German: the text staff read and the one a patient sees when there is no translation. */
  title,
  body,
  /** The practice's own translations; German is never among them. */
  translations: z.partialRecord(z.enum(PATIENT_LANGUAGES).exclude(['de']), consentTextSchema).default({}),
  requestKinds: z
    .array(
      z
        .enum(REQUEST_KIND_VALUES)
        .refine((kind) => (CONSENT_REQUEST_KINDS as readonly string[]).includes(kind)),
    )
    .min(1, { error: 'Bitte wählen Sie mindestens eine Anfrageart.' })
    .refine((kinds) => new Set(kinds).size === kinds.length, { error: 'Jede Anfrageart nur einmal.' }),
  /** Required: the patient must sign; optional: the patient may decline (a tick box). */
  required: z.boolean(),
});
export type ConsentContent = z.infer<typeof consentContentSchema>;

/** The text a patient reads in `language`: the practice's translation, else German (translated: false). */
export function consentTextFor(
  content: ConsentContent,
  language: PatientLanguage,
): ConsentText & { language: PatientLanguage; translated: boolean } {
  const translation = language === 'de' ? undefined : content.translations[language];
  if (translation) return { ...translation, language, translated: true };
  return { title: content.title, body: content.body, language: 'de', translated: language === 'de' };
}
