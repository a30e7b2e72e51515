// The filter form's values (as the fields hold them) and the query the server takes.
import type { AuditQuery } from '../../../api/adminAudit.ts';

export interface AuditFilterValues {
  user: string;
  practice: string;
  action: string;
  /** datetime-local values (the viewer's local time, minutes). */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { user: '', practice: '', action: '', from: '', to: '' };

const instant = (local: string, endOfMinute: boolean): string | undefined => {
  if (!local) return undefined;
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return undefined;
  // "Bis 14:30" includes everything up to 14:30:59.999.
  if (endOfMinute) date.setSeconds(59, 999);
  return date.toISOString();
};

/** The server's query, or 'range' when the time range ends before it begins. */
export function toAuditQuery(values: AuditFilterValues): AuditQuery | 'range' {
  const query: AuditQuery = {
    user: values.user || undefined,
    practice: values.practice || undefined,
    action: values.action || undefined,
    from: instant(values.from, false),
    to: instant(values.to, true),
  };
  if (query.from && query.to && query.from > query.to) return 'range';
  return query;
}

/** protokoll-2026-11-22.csv: the day of the export in the viewer's calendar. */
export function auditCsvFileName(fileName: (day: string) => string, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return fileName(day);
}
