import { z } from 'zod';
import { AppError } from '../../errors.ts';

export const AUDIT_PAGE_SIZE = 50;

/** An empty field of the filter form is no filter (?user=&action= from a form is common). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const instant = (message: string) => optional(z.iso.datetime({ offset: true, error: message }));

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat('de-DE', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, 'Unbekannte Zeitzone.');

export const auditFiltersSchema = z.object({
  /** The acting user's id. */
  user: optional(z.uuid({ error: 'Ungültige Benutzer-ID.' })),
  /** The practice's id (tenant uuid). */
  practice: optional(z.uuid({ error: 'Ungültige Praxis-ID.' })),
  action: optional(
    z
      .string()
      .max(100, 'Ungültige Aktion.')
      .regex(/^[a-z_]+(\.[a-z_]+)*$/, 'Ungültige Aktion.'),
  ),
  from: instant('„Von“ ist kein gültiger Zeitpunkt.'),
  to: instant('„Bis“ ist kein gültiger Zeitpunkt.'),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditListQuerySchema = auditFiltersSchema.extend({
  page: z.coerce
    .number({ error: 'Die Seite muss eine Zahl sein.' })
    .int('Die Seite muss eine ganze Zahl sein.')
    .min(1, 'Die Seite beginnt bei 1.')
    .max(10_000, 'Höchstens Seite 10.000.')
    .default(1),
});

export const auditCsvQuerySchema = auditFiltersSchema.extend({
  /** The viewer's zone for the CSV's times; German time when not given. */
  timeZone: optional(timeZone).transform((zone) => zone ?? 'Europe/Berlin'),
});

export const auditErrors = {
  invalidRange: () =>
    new AppError('INVALID_TIME_RANGE', 400, 'Der Beginn des Zeitraums liegt nach dessen Ende.'),
};

export { auditActionsResponseSchema, auditListResponseSchema } from '../../../common/schemas/audit.ts';
