// What the filter reads of a submission: the free text (message-like fields), the name, the e-mail, and how
// much of the free text a person had to type.
const NAME_KEYS = [
  'name',
  'fullName',
  'full_name',
  'firstName',
  'first_name',
  'vorname',
  'lastName',
  'last_name',
  'nachname',
];
const EMAIL_KEYS = ['email', 'e-mail', 'mail', 'Email', 'eMail'];
const SKIP_KEYS = new Set(['type', 'privacyConsent', 'phone', 'telefon', 'appointmentDate']);
/** Fields a browser's or phone's autofill fills at once: read as text, but not typed. */
const AUTOFILLED_KEYS = new Set(
  [
    'address',
    'adresse',
    'street',
    'strasse',
    'straße',
    'plz',
    'zip',
    'postalCode',
    'postcode',
    'city',
    'ort',
    'stadt',
    'country',
    'land',
    'geburtsdatum',
    'birthday',
    'birthdate',
    'dateOfBirth',
    'company',
    'firma',
    'organization',
  ].map((key) => key.toLowerCase()),
);

export type SubmissionText = {
  text: string;
  name: string;
  email: string;
  /** Letters and digits in the free text a person had to type (autofilled fields and dates left out). */
  typedChars: number;
};

const typedCharsOf = (value: string) =>
  /^[\d\s.:/-]*$/.test(value) ? 0 : (value.match(/[\p{L}\p{N}]/gu)?.length ?? 0);

export function extractText(formData: Record<string, unknown>): SubmissionText {
  const pick = (keys: string[]) =>
    keys
      .map((k) => formData[k])
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .join(' ');
  const name = pick(NAME_KEYS);
  const email = pick(EMAIL_KEYS);
  const ignored = new Set([...NAME_KEYS, ...EMAIL_KEYS, ...SKIP_KEYS]);
  const free = Object.entries(formData).filter(
    (entry): entry is [string, string] => !ignored.has(entry[0]) && typeof entry[1] === 'string',
  );
  const text = free.map(([, value]) => value).join('\n');
  const typedChars = free
    .filter(([key]) => !AUTOFILLED_KEYS.has(key.toLowerCase()))
    .reduce((sum, [, value]) => sum + typedCharsOf(value), 0);
  return { text, name, email, typedChars };
}
