import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_INFO,
  PATIENT_LANGUAGES,
  type PatientLanguage,
} from '../../../../common/texts/patient/languages.ts';
import { Checkbox } from '../../../components/Checkbox.tsx';

const texts = adminTenantTexts.edit.hints;

/**
 * Which patient languages the practice's reception offers (config.languages, issue 29), by their German names.
 * German is always offered: shown checked and disabled.
 */
export function PatientLanguagesField({
  selected,
  onChange,
}: {
  selected: readonly PatientLanguage[];
  onChange: (languages: PatientLanguage[]) => void;
}) {
  const toggle = (language: PatientLanguage, on: boolean) =>
    onChange(PATIENT_LANGUAGES.filter((l) => (l === language ? on : selected.includes(l))));
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-3">
      {PATIENT_LANGUAGES.map((language) =>
        language === DEFAULT_LANGUAGE ? (
          <Checkbox key={language} label={texts.germanAlways} checked disabled readOnly />
        ) : (
          <Checkbox
            key={language}
            label={LANGUAGE_INFO[language].germanName}
            checked={selected.includes(language)}
            onChange={(event) => toggle(language, event.target.checked)}
          />
        ),
      )}
    </div>
  );
}
