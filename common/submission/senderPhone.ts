// The sender's phone number, as the detail screen's links and the patient keys read it.
import { fieldLabel } from './formFields.ts';

const PHONE_LABELS = ['Telefon', 'Mobiltelefon'];

/** The phone number in any spelling the detail screen labels as one (phone, telefon, tel, mobile, handy, …). */
export function senderPhone(formData: Record<string, unknown>): string {
  for (const label of PHONE_LABELS) {
    for (const [key, value] of Object.entries(formData)) {
      if (fieldLabel(key) === label && typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return '';
}
