// How long a form took to fill: our forms (and websites that measure it) send `formFillMs`. It is a spam
// signal, not something the patient wrote, so it is taken out of the form data before storing.
export const FILL_TIME_FIELD = 'formFillMs';

export function takeFillTime(formData: Record<string, unknown>): {
  formData: Record<string, unknown>;
  fillMs: number | null;
} {
  const { [FILL_TIME_FIELD]: raw, ...rest } = formData;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  const fillMs =
    typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? Math.min(Math.round(value), 2 ** 31 - 1)
      : null;
  return { formData: rest, fillMs };
}
