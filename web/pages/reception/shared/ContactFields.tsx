import { TextField } from '../../../components/TextField.tsx';
import { usePatientTexts } from './PatientLanguage.tsx';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
}

interface ContactFieldsProps {
  values: ContactValues;
  errors: Partial<Record<keyof ContactValues, string>>;
  onChange: (field: keyof ContactValues, value: string) => void;
  disabled?: boolean;
}

/** Name, phone and e-mail, required on every reception form (spec 002 §5); autocomplete fills them on phones. */
export function ContactFields({ values, errors, onChange, disabled = false }: ContactFieldsProps) {
  const texts = usePatientTexts().reception.fields;
  return (
    <>
      <TextField
        size="lg"
        label={texts.name}
        name="name"
        autoComplete="name"
        required
        maxLength={200}
        value={values.name}
        onChange={(event) => onChange('name', event.target.value)}
        error={errors.name}
        disabled={disabled}
      />
      <TextField
        size="lg"
        label={texts.phone}
        hint={texts.phoneHint}
        name="phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        maxLength={50}
        value={values.phone}
        onChange={(event) => onChange('phone', event.target.value)}
        error={errors.phone}
        disabled={disabled}
      />
      <TextField
        size="lg"
        label={texts.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        maxLength={254}
        value={values.email}
        onChange={(event) => onChange('email', event.target.value)}
        error={errors.email}
        disabled={disabled}
      />
    </>
  );
}
