// Websites post JSON {tenantId, formData} or url-encoded fields. Both become {tenantId, formData}, and both are
// checked here for the types of their values: whatever a website sends, a value of the wrong type is the
// sender's mistake (400 VALIDATION_ERROR naming the field), never a TypeError further on (issue 27, finding 5:
// `{"tenantId":{"toString":"x"}}` made String() throw).
import { z } from 'zod';
import { PATIENT_LANGUAGES, type PatientLanguage } from '../../../common/texts/patient/languages.ts';
import { AppError, errors } from '../../errors.ts';

export type IntakeBody = {
  tenantId: string;
  formData: Record<string, unknown>;
  /** The reception's language (issue 29); a website may name its form's language too. */
  language: PatientLanguage | null;
};

const CONTROL_FIELDS = new Set([
  'tenantId',
  'tenant_id',
  'success_url',
  'error_url',
  'formType',
  'form_type',
  'patientLanguage',
]);

/** A control field, and the form's type: a text, or nothing (null counts as not sent). */
const controlValue = z.string({ error: 'muss ein Text sein' }).nullish();

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/**
 * A form field: a text, number, yes/no or nothing, a list (checkbox groups, repeated fields), or a group of
 * fields (a website's nested JSON, shown as such in the detail; its depth and size are checked by
 * formDataSizeProblem). Nested values come from JSON.parse, so they are JSON values too.
 */
const formValue = z.union([scalar, z.array(z.unknown()), z.record(z.string(), z.unknown())], {
  error: 'muss ein Text, eine Zahl, ja/nein, eine Liste oder eine Gruppe davon sein',
});

/** Names every object has (toString, constructor, …): as a field they would shadow what code calls on it. */
const inheritedName = (key: string) => key in Object.prototype;

/** Beyond this depth formDataSizeProblem refuses the form anyway: the walk need not go further. */
const WALK_DEPTH = 12;

/** Every field name at any depth (an explicit stack: a deep body must not exhaust the call stack). */
function inheritedNames(fields: Record<string, unknown>): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: fields, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (value === null || typeof value !== 'object' || path.length > WALK_DEPTH) continue;
    for (const [key, child] of Object.entries(value)) {
      if (!Array.isArray(value) && inheritedName(key)) found.push([...path, key]);
      stack.push({ value: child, path: [...path, Array.isArray(value) ? Number(key) : key] });
    }
  }
  return found;
}

const formDataSchema = z
  .record(z.string(), formValue, { error: 'muss ein Objekt mit den Formularfeldern sein' })
  .superRefine((fields, ctx) => {
    for (const path of inheritedNames(fields))
      ctx.addIssue({ code: 'custom', path, message: 'ist als Feldname nicht erlaubt' });
  });

const intakeSchema = z.object({
  tenantId: controlValue,
  tenant_id: controlValue,
  success_url: controlValue,
  error_url: controlValue,
  formType: controlValue,
  form_type: controlValue,
  formData: z.looseObject({ type: controlValue }).pipe(formDataSchema),
  patientLanguage: z
    .enum(PATIENT_LANGUAGES, { error: `muss eine dieser Sprachen sein: ${PATIENT_LANGUAGES.join(', ')}` })
    .nullish(),
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
  const { tenantId, tenant_id, patientLanguage } = parsed.data;
  return {
    tenantId: tenantId ?? tenant_id ?? '',
    formData: parsed.data.formData,
    language: patientLanguage ?? null,
  };
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
