import { RECEPTION_HONEYPOT_FIELD } from '../../../../common/intake/limits.ts';
import { usePatientTexts } from './PatientLanguage.tsx';

interface HoneypotProps {
  value: string;
  onChange: (value: string) => void;
}

export const HONEYPOT_FIELD = RECEPTION_HONEYPOT_FIELD;

/**
 * A field people never see or reach (off-screen, hidden from assistive technology, out of the tab order) but
 * form-filling robots do fill; a filled one marks the submission as spam on the server (DESIGN §5).
 * Browsers must never fill it for a patient: its name, id and label carry no word any autofill heuristic
 * knows (Chrome ignores autocomplete="off" for fields it recognises, such as "Firma"), and password managers
 * are told to skip it by their own attributes.
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  const t = usePatientTexts();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>{t.reception.fields.honeypot}</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
