// Phone numbers as patients type them. Patients who write Arabic or Persian type their language's digits
// (٠١٢… U+0660–0669, ۰۱۲… U+06F0–06F9); the practice dials ASCII digits, so the reception converts them
// before checking and sending.

const ZERO = { arabicIndic: 0x0660, persian: 0x06f0 };

/** Arabic-Indic and Persian digits → 0–9; everything else stays. */
export const asciiDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= ZERO.persian ? ZERO.persian : ZERO.arabicIndic));
  });

/** Only what phone numbers are written with: digits, +, spaces, /, - and parentheses. */
const PHONE_CHARACTERS = /^[\d+\s/()-]+$/;
export const MIN_PHONE_DIGITS = 6;

/** A number someone could dial: phone characters only and at least MIN_PHONE_DIGITS digits. */
export function isPlausiblePhone(value: string): boolean {
  const phone = asciiDigits(value).trim();
  return PHONE_CHARACTERS.test(phone) && (phone.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS;
}
