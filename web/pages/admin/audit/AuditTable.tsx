import { germanDateTimeSeconds } from '../../../../common/format/germanDateTimeSeconds.ts';
import { referenceNumber } from '../../../../common/reception/referenceNumber.ts';
import { adminAuditTexts } from '../../../../common/texts/adminAudit.ts';
import type { AuditEntry } from '../../../api/adminAudit.ts';
import { type Column, DataTable } from '../../../components/DataTable.tsx';

const texts = adminAuditTexts.table;

function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actor.name) return <>{entry.actor.label}</>;
  return (
    <span className="flex flex-col">
      <span className="text-slate-900">{entry.actor.name}</span>
      <span className="text-xs break-all text-slate-600">{entry.actor.email}</span>
    </span>
  );
}

/** One submission by its reference number; several (a list page, a scan) folded, with their numbers. */
function Target({ entry }: { entry: AuditEntry }) {
  if (!entry.target) return null;
  if (entry.target.id || entry.submissionIds.length < 2) return <>{entry.target.label}</>;
  return (
    <details>
      <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-focus">
        {entry.target.label}
      </summary>
      <ul className="mt-1 font-mono text-xs">
        {entry.submissionIds.map((id) => (
          <li key={id} title={id}>
            {referenceNumber(id)}
          </li>
        ))}
      </ul>
    </details>
  );
}

const columns: readonly Column<AuditEntry>[] = [
  {
    key: 'time',
    header: texts.time,
    rowHeader: true,
    cell: (entry) => (
      <time dateTime={entry.time} className="whitespace-nowrap tabular-nums">
        {germanDateTimeSeconds(entry.time)}
      </time>
    ),
  },
  { key: 'actor', header: texts.actor, cell: (entry) => <Actor entry={entry} /> },
  { key: 'practice', header: texts.practice, cell: (entry) => entry.practice?.name ?? texts.noPractice },
  { key: 'action', header: texts.action, cell: (entry) => entry.action.label },
  { key: 'target', header: texts.target, cell: (entry) => <Target entry={entry} /> },
  {
    key: 'details',
    header: texts.details,
    cell: (entry) => <span className="break-words text-xs text-slate-600">{entry.details}</span>,
  },
];

export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <DataTable
      caption={texts.caption}
      captionHidden
      columns={columns}
      rows={entries}
      rowId={(entry) => entry.id}
      empty={<p className="text-center text-sm text-slate-700">{texts.empty}</p>}
    />
  );
}
