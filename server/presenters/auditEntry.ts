// One audit row as the Protokoll shows it (table and CSV alike): explicit fields, German labels rendered here
// from the stored codes. Details hold no health data by contract (services/audit.ts); this presenter still
// renders only plain values and shortens long texts, so an odd row cannot flood the screen.
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import {
  actionLabels,
  actorKindLabels,
  detailKeyLabels,
  detailValueLabels,
  readViaLabels,
  adminAuditTexts as texts,
} from '../../common/texts/adminAudit.ts';
import { SUBMISSION_READ } from '../services/auditRead.ts';

export type AuditRow = {
  id: number;
  createdAt: Date;
  actorKind: 'user' | 'public' | 'system' | 'cli' | 'magic_link' | 'patient';
  actorUserId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  tenantId: string | null;
  tenantName: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown> | null;
  targetUserName: string | null;
  targetUserEmail: string | null;
  targetTenantName: string | null;
};

const MAX_TEXT = 200;

export function actionLabel(code: string, details?: Record<string, unknown> | null): string {
  const label = actionLabels[code] ?? code;
  const via = code === SUBMISSION_READ && typeof details?.via === 'string' ? details.via : null;
  return via ? texts.withVia(label, readViaLabels[via] ?? via) : label;
}

function actorLabel(row: AuditRow): string {
  if (row.actorKind !== 'user') return actorKindLabels[row.actorKind];
  return row.actorName !== null && row.actorEmail !== null
    ? texts.userLabel(row.actorName, row.actorEmail)
    : actorKindLabels.deletedUser;
}

function actorOf(row: AuditRow) {
  const known = row.actorKind === 'user' && row.actorName !== null;
  return {
    kind: row.actorKind,
    userId: row.actorUserId,
    name: known ? row.actorName : null,
    email: known ? row.actorEmail : null,
    label: actorLabel(row),
  };
}

/** The submissions a row is about: its target, or the ids a list page or a scan named. */
function submissionIdsOf(row: AuditRow): string[] {
  if (row.targetType === 'submission' && row.targetId) return [row.targetId];
  const ids = row.details?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function targetOf(row: AuditRow, submissionIds: string[]) {
  if (!row.targetType || !row.targetId) {
    return submissionIds.length > 0
      ? { type: 'submission', id: null, label: texts.target.submissions(submissionIds.length) }
      : null;
  }
  const base = { type: row.targetType, id: row.targetId };
  switch (row.targetType) {
    case 'submission':
      return { ...base, label: texts.target.submission(referenceNumber(row.targetId)) };
    case 'user':
      return {
        ...base,
        label:
          row.targetUserName !== null && row.targetUserEmail !== null
            ? texts.target.user(texts.userLabel(row.targetUserName, row.targetUserEmail))
            : texts.target.deletedUser,
      };
    case 'tenant': {
      const name = row.targetTenantName ?? (typeof row.details?.name === 'string' ? row.details.name : null);
      return { ...base, label: texts.target.tenant(name ?? row.targetId) };
    }
    case 'ip_hash':
      return { ...base, label: texts.target.ipHash };
    default:
      return { ...base, label: `${row.targetType} ${row.targetId}` };
  }
}

function plain(key: string, value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (Array.isArray(value)) return value.map((item) => plain(key, item)).join(', ');
  if (typeof value === 'object')
    return `(${Object.entries(value as Record<string, unknown>)
      .map(([inner, v]) => `${detailKeyLabels[inner] ?? inner}: ${plain(inner, v)}`)
      .join(', ')})`;
  const text = detailValueLabels[key]?.[String(value)] ?? String(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)} …` : text;
}

/** "Link-ID: …; geöffnet über: token" — the read's way is in the action, the ids in the target. */
export function detailsText(row: Pick<AuditRow, 'action' | 'details'>): string {
  const skip = new Set(row.action === SUBMISSION_READ ? ['via', 'ids'] : ['ids']);
  return Object.entries(row.details ?? {})
    .filter(([key]) => !skip.has(key))
    .map(([key, value]) => `${detailKeyLabels[key] ?? key}: ${plain(key, value)}`)
    .join('; ');
}

export function presentAuditEntry(row: AuditRow) {
  const submissionIds = submissionIdsOf(row);
  return {
    id: String(row.id),
    time: row.createdAt.toISOString(),
    actor: actorOf(row),
    practice: row.tenantId ? { id: row.tenantId, name: row.tenantName ?? row.tenantId } : null,
    action: { code: row.action, label: actionLabel(row.action, row.details) },
    target: targetOf(row, submissionIds),
    submissionIds,
    details: detailsText(row),
  };
}

export type AuditEntryView = ReturnType<typeof presentAuditEntry>;
