// Websites post JSON {tenantId, formData} or url-encoded fields. Both become {tenantId, formData}, and both are
// checked here for the types of their values: whatever a website sends, a value of the wrong type is the
// sender's mistake (400 VALIDATION_ERROR naming the field), never a TypeError further on (issue 27, finding 5:
// `{"tenantId":{"toString":"x"}}` made String() throw).
import { z } from 'zod';
import { AppError, errors } from '../../errors.ts';

export type IntakeBody = { tenantId: string; formData: Record<string, unknown> };

const CONTROL_FIELDS = new Set([
  'tenantId',
  'tenant_id',
  'success_url',
  'error_url',
  'formType',
  'form_type',
]);

/** A control field, and the form's type: a text, or nothing (null counts as not sent). */
const controlValue = z.string({ error: 'muss ein Text sein' }).nullish();

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** A form field: a text, number, yes/no or nothing, or a list of those (checkbox groups, repeated fields). */
const formValue = z.union([scalar, z.array(scalar)], {
  error: 'muss ein Text, eine Zahl, ja/nein oder eine Liste davon sein',
});

/** Names every object has (toString, constructor, …): as a field they would shadow what code calls on it. */
const inheritedName = (key: string) => key in Object.prototype;

const formDataSchema = z
  .record(z.string(), formValue, { error: 'muss ein Objekt mit den Formularfeldern sein' })
  .superRefine((fields, ctx) => {
    for (const key of Object.keys(fields)) {
      if (inheritedName(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'ist als Feldname nicht erlaubt' });
    }
  });

const intakeSchema = z.object({
  tenantId: controlValue,
  tenant_id: controlValue,
  success_url: controlValue,
  error_url: controlValue,
  formType: controlValue,
  form_type: controlValue,
  formData: z.looseObject({ type: controlValue }).pipe(formDataSchema),
});

/** The first problem as the error handler words schema errors ("Ungültige Anfrage – tenantId: …"). */
function invalid(error: z.ZodError): AppError {
  const details = error.issues.map((issue) => ({
    path: `/${issue.path.join('/')}`,
    message: issue.message,
  }));
  const first = error.issues[0]!;
  return new AppError(
    'VALIDATION_ERROR',
    400,
    `Ungültige Anfrage – ${first.path.join('.')}: ${first.message}`,
    details,
  );
}

/** Checks the types of a body already split into control fields and formData. */
function checked(record: Record<string, unknown>, formData: Record<string, unknown>): IntakeBody {
  const parsed = intakeSchema.safeParse({ ...pick(record, CONTROL_FIELDS), formData });
  if (!parsed.success) throw invalid(parsed.error);
  const { tenantId, tenant_id } = parsed.data;
  return { tenantId: tenantId ?? tenant_id ?? '', formData: parsed.data.formData };
}

const pick = (record: Record<string, unknown>, keys: Set<string>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keys.has(key)));

const textField = (fields: Record<string, unknown>, name: string) =>
  typeof fields[name] === 'string' ? fields[name] : undefined;

/** The practice a body names, if as a text: for answering (error_url, error page) before or after its checks. */
export const sentTenantId = (fields: Record<string, unknown>): string =>
  textField(fields, 'tenantId') ?? textField(fields, 'tenant_id') ?? '';

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
  return checked(fields, formData);
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
      ? checked(record, record.formData as Record<string, unknown>)
      : fromFields(record);
  if (!parsed.tenantId.trim()) throw errors.badRequest('Es fehlt die tenantId der Praxis.');
  return parsed;
}
