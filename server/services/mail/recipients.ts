// tenant_settings.email_recipients as addresses to mail. The spec allows "a list or a JSON string", and
// admins type them comma-separated, so an element may still hold several addresses or a JSON array.
import { z } from 'zod';

const email = z.email();

/** Valid, distinct addresses (case-insensitive), in their given order. */
export function recipientsOf(stored: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const element of stored ?? []) {
    for (const candidate of expand(element)) {
      const address = candidate.trim();
      const key = address.toLowerCase();
      if (!address || seen.has(key) || !email.safeParse(address).success) continue;
      seen.add(key);
      result.push(address);
    }
  }
  return result;
}

function expand(element: string): string[] {
  const text = element.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string');
    } catch {
      // not JSON after all: split like plain text
    }
  }
  return text.split(/[,;\s]+/);
}

/** The address a patient gave in the form, if it is one (form_data keys as the dashboard reads them). */
export function patientAddressOf(formData: Record<string, unknown> | null): string | null {
  if (!formData) return null;
  for (const [key, value] of Object.entries(formData)) {
    if (!['email', 'e-mail', 'e_mail', 'mail'].includes(key.toLowerCase())) continue;
    const address = typeof value === 'string' ? value.trim() : '';
    if (address && email.safeParse(address).success) return address;
  }
  return null;
}
