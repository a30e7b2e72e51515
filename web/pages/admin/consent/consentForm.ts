// The editor's form as plain strings and ticks, its way to and from a document's content, whether it differs
// from what is stored, and the field errors of the client's check and of the server's 400 answer.
import {
  type ConsentContent,
  type ConsentText,
  consentContentSchema,
} from '../../../../common/consent/content.ts';
import { isRequestKind, REQUEST_KIND_LABELS } from '../../../../common/intake/requestKinds.ts';
import { PATIENT_LANGUAGES, type PatientLanguage } from '../../../../common/texts/patient/languages.ts';

export type TranslationLanguage = Exclude<PatientLanguage, 'de'>;
export const TRANSLATION_LANGUAGES = PATIENT_LANGUAGES.filter(
  (language): language is TranslationLanguage => language !== 'de',
);

export interface ConsentForm {
  title: string;
  body: string;
  requestKinds: string[];
  required: boolean;
  /** Every language; both fields empty means no translation. */
  translations: Record<TranslationLanguage, ConsentText>;
}

/** A field's key for its error: title, body, requestKinds, required or translations.<language>.<title|body>. */
export type FieldErrors = Partial<Record<string, string>>;

export const EMPTY_CONTENT: ConsentContent = {
  title: '',
  body: '',
  translations: {},
  requestKinds: [],
  required: true,
};

export function formOf(content: ConsentContent): ConsentForm {
  const translations = Object.fromEntries(
    TRANSLATION_LANGUAGES.map((language) => [
      language,
      content.translations[language] ?? { title: '', body: '' },
    ]),
  ) as Record<TranslationLanguage, ConsentText>;
  return {
    title: content.title,
    body: content.body,
    requestKinds: [...content.requestKinds],
    required: content.required,
    translations,
  };
}

const isBlank = (text: ConsentText) => text.title.trim() === '' && text.body.trim() === '';

/** The content as the API takes it, before the schema's check: untranslated languages left out. */
function rawContentOf(form: ConsentForm) {
  return {
    title: form.title,
    body: form.body,
    requestKinds: form.requestKinds,
    required: form.required,
    translations: Object.fromEntries(
      TRANSLATION_LANGUAGES.filter((language) => !isBlank(form.translations[language])).map((language) => [
        language,
        form.translations[language],
      ]),
    ),
  };
}

/** The same document for a reader: texts compared trimmed (the server trims), request kinds in any order. */
export function sameContent(form: ConsentForm, content: ConsentContent): boolean {
  const stored = formOf(content);
  const sameText = (a: ConsentText, b: ConsentText) =>
    a.title.trim() === b.title.trim() && a.body.trim() === b.body.trim();
  const kinds = (list: readonly string[]) => [...list].sort().join(',');
  return (
    sameText(form, stored) &&
    form.required === stored.required &&
    kinds(form.requestKinds) === kinds(stored.requestKinds) &&
    TRANSLATION_LANGUAGES.every((language) =>
      sameText(form.translations[language], stored.translations[language]),
    )
  );
}

/** The field an issue's path points at (the path inside the content, or the API body's /content/… path). */
export function fieldKeyOf(path: readonly PropertyKey[]): string {
  const [first, language, field] = path.map(String);
  if (first === 'translations' && language && field) return `translations.${language}.${field}`;
  return first ?? '';
}

/** The content checked by the shared schema, or the German message for each field that fails. */
export function checkForm(form: ConsentForm): { content: ConsentContent } | { errors: FieldErrors } {
  const checked = consentContentSchema.safeParse(rawContentOf(form));
  if (checked.success) return { content: checked.data };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) errors[fieldKeyOf(issue.path)] ??= issue.message;
  return { errors };
}

/** The field errors in a 400 VALIDATION_ERROR's details ([{path: '/content/title', message}]). */
export function serverFieldErrors(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const parts = path.split('/').filter(Boolean);
    if (parts[0] !== 'content') continue;
    errors[fieldKeyOf(parts.slice(1))] ??= message;
  }
  return errors;
}

/** "Termin mit Rezept, Selbstzahler" for a list or a version. */
export const kindLabels = (kinds: readonly string[]) =>
  kinds.map((kind) => (isRequestKind(kind) ? REQUEST_KIND_LABELS[kind] : kind)).join(', ');
