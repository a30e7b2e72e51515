// What the filter reads of a submission: the free text (message-like fields), the name, the e-mail.
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

export type SubmissionText = { text: string; name: string; email: string };

export function extractText(formData: Record<string, unknown>): SubmissionText {
  const pick = (keys: string[]) =>
    keys
      .map((k) => formData[k])
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
      .join(' ');
  const name = pick(NAME_KEYS);
  const email = pick(EMAIL_KEYS);
  const ignored = new Set([...NAME_KEYS, ...EMAIL_KEYS, ...SKIP_KEYS]);
  const text = Object.entries(formData)
    .filter(([key, value]) => !ignored.has(key) && typeof value === 'string')
    .map(([, value]) => value as string)
    .join('\n');
  return { text, name, email };
}
