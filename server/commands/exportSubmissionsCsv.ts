// The dashboard's CSV export of requests (issue 31): the requests of a range of German days under the
// dashboard's filters, oldest first, as German Excel opens them (common/admin/usersCsv.ts: BOM, ';', CRLF,
// formulas defused). Without health data the file holds only what a card's badges say; with it, the
// sender, the message and every other field, and each request in it counts as read.
import { and, asc, eq, sql } from 'drizzle-orm';
import { CSV_SEPARATOR, csvField, UTF8_BOM } from '../../common/admin/usersCsv.ts';
import {
  formTypeLabel,
  messagePreview,
  requestKindLabel,
  senderEmail,
  senderName,
} from '../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { formFieldLines } from '../../common/submission/formFields.ts';
import { senderPhone } from '../../common/submission/senderPhone.ts';
import { csvExportTexts } from '../../common/texts/csvExport.ts';
import { LANGUAGE_INFO } from '../../common/texts/patient/languages.ts';
import { WORKFLOW_STATE_LABELS } from '../../common/workflow.ts';
import type { Actor } from '../auth/actor.ts';
import type { AppDeps } from '../context.ts';
import { formSubmissions, submissionFiles, tenantSettings, users } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { selectTenants } from '../policies/tenantSelection.ts';
import type { ExportCsvQuery } from '../queries/csvExportQuery.ts';
import { submissionConditions } from '../queries/listSubmissions.ts';
import { audit } from '../services/audit.ts';
import { auditSubmissionRead } from '../services/auditRead.ts';

const texts = csvExportTexts;

/** At most this many requests per file: a larger range is refused (EXPORT_TOO_LARGE), never cut off. */
export const MAX_EXPORT_ROWS = 10_000;
const exportTooLarge = () =>
  new AppError('EXPORT_TOO_LARGE', 400, texts.errors.tooMany(MAX_EXPORT_ROWS.toLocaleString('de-DE')));
const columns = texts.columns;
const yesNo = (value: boolean) => (value ? texts.yes : texts.no);
const line = (fields: readonly string[]) => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

/** Labels of the fields the sender columns already show (the form's other fields get a column each). */
const SENDER_LABELS = new Set([
  'Name',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Mobiltelefon',
  'Nachricht',
]);
const KIND_LABEL = 'Art der Anfrage';

export async function exportSubmissionsCsv(deps: AppDeps, actor: Actor, query: ExportCsvQuery) {
  const { db } = deps.database;
  const tenants = await selectTenants(db, actor, query.tenant, 'submission.export');
  const { rowFilters } = submissionConditions(
    tenants.map((t) => t.id),
    query.filters,
    actor.id,
  );
  // German days: from the start of `from` to the start of the day after `to`, on the practice's clock.
  const inRange = [
    sql`${formSubmissions.createdAt} >= (${query.from}::date::timestamp at time zone 'Europe/Berlin')`,
    sql`${formSubmissions.createdAt} < ((${query.to}::date + 1)::timestamp at time zone 'Europe/Berlin')`,
  ];
  // One more than allowed tells "too many" without counting first.
  const rows = await db
    .select({
      id: formSubmissions.id,
      tenantId: formSubmissions.tenantId,
      practice: tenantSettings.name,
      receivedAt: sql<string>`to_char(${formSubmissions.createdAt} at time zone 'Europe/Berlin', 'DD.MM.YYYY HH24:MI')`,
      formType: formSubmissions.formType,
      requestKind: formSubmissions.requestKind,
      workflowState: formSubmissions.workflowState,
      assignee: users.fullName,
      isSpam: formSubmissions.isSpam,
      language: formSubmissions.patientLanguage,
      // Read only when asked for: without health data nothing a patient typed is even decrypted.
      formData: query.health ? formSubmissions.formData : sql<null>`null`,
      hasAnamnese: formSubmissions.hasAnamnese,
      hasFile: sql<boolean>`exists (select 1 from ${submissionFiles} where ${submissionFiles.submissionId} = ${formSubmissions.id})`,
    })
    .from(formSubmissions)
    .innerJoin(tenantSettings, eq(tenantSettings.id, formSubmissions.tenantId))
    .leftJoin(users, eq(users.id, formSubmissions.assigneeId))
    .where(and(...rowFilters, ...inRange))
    .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id))
    .limit(MAX_EXPORT_ROWS + 1);
  if (rows.length > MAX_EXPORT_ROWS) throw exportTooLarge();

  const plain = rows.map((row) => [
    referenceNumber(row.id),
    row.receivedAt,
    row.practice,
    requestKindLabel(row.requestKind, row.formType),
    formTypeLabel(row.formType),
    WORKFLOW_STATE_LABELS[row.workflowState],
    row.assignee ?? '',
    yesNo(row.isSpam),
    row.language ? LANGUAGE_INFO[row.language].germanName : '',
  ]);
  const plainHeader = [
    columns.reference,
    columns.receivedAt,
    columns.practice,
    columns.kind,
    columns.formType,
    columns.state,
    columns.assignee,
    columns.spam,
    columns.language,
  ];

  // On record before the file leaves: the export itself (filters and count, never content) and, with
  // health data, every request in it as read.
  await audit(db, {
    actor: { kind: 'user', id: actor.id },
    action: 'submission.export_csv',
    tenantId: tenants.length === 1 ? tenants[0]!.id : null,
    details: {
      since: query.from,
      until: query.to,
      rows: rows.length,
      health: query.health,
      filters: setFilters(query.filters),
      ...(tenants.length === 1 ? {} : { tenants: tenants.map((t) => t.id) }),
    },
  });

  let csv: string;
  if (!query.health) {
    csv = UTF8_BOM + line(plainHeader) + plain.map(line).join('');
  } else {
    const health = await Promise.all(rows.map((row) => healthFields(deps, row)));
    // Every other field a form sent gets a column, in the order they first appear.
    const extraLabels = [...new Set(health.flatMap((h) => [...h.extra.keys()]))];
    const header = [
      ...plainHeader,
      columns.name,
      columns.phone,
      columns.email,
      columns.message,
      ...extraLabels,
      columns.anamnese,
      columns.file,
    ];
    csv =
      UTF8_BOM +
      line(header) +
      rows
        .map((row, i) => {
          const h = health[i]!;
          return line([
            ...plain[i]!,
            ...h.sender,
            ...extraLabels.map((label) => h.extra.get(label) ?? ''),
            yesNo(row.hasAnamnese),
            yesNo(row.hasFile),
          ]);
        })
        .join('');
    await auditSubmissionRead(
      db,
      { kind: 'user', id: actor.id },
      rows.map((row) => ({ id: row.id, tenantId: row.tenantId })),
      'csv_export',
    );
  }
  return { csv, count: rows.length, fileName: texts.fileName(query.from, query.to) };
}

/** The sender's name, phone, e-mail and message, and the form's other fields by German label. */
async function healthFields(deps: AppDeps, row: { tenantId: string; formData: string | null }) {
  const decrypted = row.formData
    ? await deps.crypto.decryptJson<Record<string, unknown>>(row.tenantId, row.formData)
    : ({ ok: false } as const);
  if (!decrypted.ok) return { sender: [texts.unreadable, '', '', ''], extra: new Map<string, string>() };
  const data = decrypted.value;
  const sender = [senderName(data), senderPhone(data), senderEmail(data), messagePreview(data)];
  const extra = new Map<string, string>();
  for (const field of formFieldLines(data)) {
    const value = field.value.trim();
    if (!value || field.label === KIND_LABEL) continue;
    // Shown already when a sender column holds it (first and last name make the name, message or content).
    if (SENDER_LABELS.has(field.label) && sender.some((shown) => shown.includes(value))) continue;
    const before = extra.get(field.label);
    extra.set(field.label, before ? `${before} / ${value}` : value);
  }
  return { sender, extra };
}

/** Only the filters that were set, for the export's audit row. */
const setFilters = (filters: ExportCsvQuery['filters']) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== false));
