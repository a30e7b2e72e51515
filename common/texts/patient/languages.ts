// The languages of the patients' screens (issue 29): the reception, the anamnese, the success and error pages
// and the patient's confirmation mail. German is the default and the language staff read; the others are the
// most spoken at home in Germany after German (Mikrozensus 2021), plus Romanian and Persian (Farsi/Dari).

export const PATIENT_LANGUAGES = ['de', 'en', 'tr', 'ru', 'uk', 'ar', 'pl', 'ro', 'fa'] as const;
export type PatientLanguage = (typeof PATIENT_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: PatientLanguage = 'de';

export type LanguageInfo = {
  /** The language's name in itself, for the switch ("Türkçe"). */
  nativeName: string;
  /** Its German name, for staff ("Sprache: Türkisch"). */
  germanName: string;
  dir: 'ltr' | 'rtl';
};

export const LANGUAGE_INFO: Record<PatientLanguage, LanguageInfo> = {
  de: { nativeName: 'Deutsch', germanName: 'Deutsch', dir: 'ltr' },
  en: { nativeName: 'English', germanName: 'Englisch', dir: 'ltr' },
  tr: { nativeName: 'Türkçe', germanName: 'Türkisch', dir: 'ltr' },
  ru: { nativeName: 'Русский', germanName: 'Russisch', dir: 'ltr' },
  uk: { nativeName: 'Українська', germanName: 'Ukrainisch', dir: 'ltr' },
  ar: { nativeName: 'العربية', germanName: 'Arabisch', dir: 'rtl' },
  pl: { nativeName: 'Polski', germanName: 'Polnisch', dir: 'ltr' },
  ro: { nativeName: 'Română', germanName: 'Rumänisch', dir: 'ltr' },
  fa: { nativeName: 'فارسی', germanName: 'Persisch (Farsi/Dari)', dir: 'rtl' },
};

export const isPatientLanguage = (value: unknown): value is PatientLanguage =>
  typeof value === 'string' && (PATIENT_LANGUAGES as readonly string[]).includes(value);

/**
 * The language a patient sees: `?lang=` when the practice offers it, else the first of the browser's
 * languages it offers ("tr-TR" counts as "tr"; Dari "prs" reads Persian), else German.
 */
export function chooseLanguage(
  offered: readonly PatientLanguage[],
  requested: string | null | undefined,
  browserLanguages: readonly string[],
): PatientLanguage {
  const offers = (code: string | null | undefined): PatientLanguage | null => {
    const base = code?.toLowerCase().split(/[-_]/)[0];
    const language = base === 'prs' ? 'fa' : base;
    return isPatientLanguage(language) && (language === DEFAULT_LANGUAGE || offered.includes(language))
      ? language
      : null;
  };
  const fromAddress = offers(requested);
  if (fromAddress) return fromAddress;
  for (const code of browserLanguages) {
    const language = offers(code);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
