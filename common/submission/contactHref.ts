// Phone numbers and e-mail addresses on the detail screen are links (issue 28): a click calls or writes.

const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** `tel:` or `mailto:` for a form field's label and value; null when the value is no number or address. */
export function contactHref(label: string, value: string): string | null {
  const text = value.trim();
  if (label === 'E-Mail') return EMAIL.test(text) ? `mailto:${text}` : null;
  if (label === 'Telefon' || label === 'Mobiltelefon') {
    // Digits and a leading +: what a phone dials; spaces, dashes, slashes and brackets are for reading.
    const dial = text.replace(/(?!^\+)[^\d]/g, '');
    return dial.replace(/\D/g, '').length >= 5 ? `tel:${dial}` : null;
  }
  return null;
}
