// The Protokoll as CSV: the same conventions as the users export (common/admin/usersCsv.ts) — UTF-8 with BOM
// and ';' so German Excel opens it with umlauts, RFC 4180 quoting, CRLF, formula-like values defused — and the
// same columns as the table. Submissions a list page or scan named are listed in Details by id.
import { CSV_SEPARATOR, csvField, UTF8_BOM } from '../../../common/admin/usersCsv.ts';
import { germanDateTimeSeconds } from '../../../common/format/germanDateTimeSeconds.ts';
import { detailKeyLabels, adminAuditTexts as texts } from '../../../common/texts/adminAudit.ts';
import type { AuditEntryView } from '../../presenters/auditEntry.ts';

const line = (fields: string[]) => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

export const auditCsvHeader = () => `${UTF8_BOM}${line([...texts.csv.columns])}`;

export function auditCsvLine(entry: AuditEntryView, timeZone: string): string {
  const ids = entry.target?.id ? [] : entry.submissionIds;
  const details = [entry.details, ids.length ? `${detailKeyLabels.ids}: ${ids.join(', ')}` : '']
    .filter(Boolean)
    .join('; ');
  return line([
    germanDateTimeSeconds(entry.time, timeZone),
    entry.actor.label,
    entry.practice?.name ?? '',
    entry.action.label,
    entry.target?.label ?? '',
    details,
  ]);
}

/** protokoll-2026-11-22.csv: the day of the export in the given time zone. */
export function auditCsvFileName(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return texts.csv.fileName(`${parts.year}-${parts.month}-${parts.day}`);
}
