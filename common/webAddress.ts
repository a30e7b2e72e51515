// What counts as a web address in a practice's configuration: an http(s) URL with a host. One rule, so the
// reception links exactly what the administration accepts and flags (never javascript: or data:). No zod:
// the reception's first load imports it.

export function isWebAddress(value: string): boolean {
  const address = value.trim();
  if (!/^https?:\/\//i.test(address)) return false;
  try {
    return Boolean(new URL(address).hostname);
  } catch {
    return false;
  }
}
