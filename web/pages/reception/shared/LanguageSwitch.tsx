import { Languages } from 'lucide-react';
import { LANGUAGE_INFO, type PatientLanguage } from '../../../../common/texts/patient/languages.ts';
import { usePatientLanguage } from './PatientLanguage.tsx';

/**
 * The language switch in the header of every reception page (issue 29): a native select (the phone's own
 * picker), each language named in itself. The name adds "Language" for whoever cannot read the page's
 * language yet. Changing it keeps the page and what was typed (PatientLanguageScope). Hidden when the
 * practice offers German only.
 */
export function LanguageSwitch() {
  const { language, offered, setLanguage, texts } = usePatientLanguage();
  if (offered.length < 2) return null;
  const label = language === 'en' ? texts.languageSwitch.label : `${texts.languageSwitch.label} · Language`;
  return (
    <label className="relative flex shrink-0 items-center">
      <span className="sr-only">{label}</span>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2 size-5 text-slate-500" />
      <select
        value={language}
        onChange={(event) => setLanguage(event.target.value as PatientLanguage)}
        className="min-h-11 max-w-40 appearance-none rounded-md border border-slate-300 bg-white py-2 ps-9 pe-3 text-base text-slate-900 shadow-sm focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus"
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={code} dir={LANGUAGE_INFO[code].dir}>
            {LANGUAGE_INFO[code].nativeName}
          </option>
        ))}
      </select>
    </label>
  );
}
