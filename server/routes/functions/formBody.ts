// Websites post JSON {tenantId, formData} or url-encoded fields. Both become {tenantId, formData}.
import { errors } from '../../errors.ts';

export type IntakeBody = { tenantId: string; formData: Record<string, unknown> };

const CONTROL_FIELDS = new Set([
  'tenantId',
  'tenant_id',
  'success_url',
  'error_url',
  'formType',
  'form_type',
]);

/** Flat url-encoded fields (also `formData[name]` style) into formData; `formType`/`form_type` become `type`. */
export function fromFields(fields: Record<string, unknown>): IntakeBody {
  const formData: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const nested = /^formData\[(.+)\]$/.exec(key);
    if (nested) formData[nested[1]!] = value;
    else if (!CONTROL_FIELDS.has(key)) formData[key] = value;
  }
  const type = fields.formType ?? fields.form_type;
  if (type !== undefined && formData.type === undefined) formData.type = type;
  return { tenantId: String(fields.tenantId ?? fields.tenant_id ?? ''), formData };
}

export function parseIntakeBody(body: unknown, contentType: string | undefined): IntakeBody {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw errors.badRequest('Die Anfrage enthält keine Formulardaten.');
  }
  const record = body as Record<string, unknown>;
  if (
    'formData' in record &&
    (typeof record.formData !== 'object' || record.formData === null || Array.isArray(record.formData))
  ) {
    throw errors.badRequest('formData muss ein Objekt mit den Formularfeldern sein.');
  }
  const parsed =
    contentType?.includes('application/json') && typeof record.formData === 'object'
      ? {
          tenantId: String(record.tenantId ?? record.tenant_id ?? ''),
          formData: record.formData as Record<string, unknown>,
        }
      : fromFields(record);
  if (!parsed.tenantId.trim()) throw errors.badRequest('Es fehlt die tenantId der Praxis.');
  if (!parsed.formData || typeof parsed.formData !== 'object' || Array.isArray(parsed.formData)) {
    throw errors.badRequest('formData muss ein Objekt mit den Formularfeldern sein.');
  }
  return parsed;
}
