import { Trash2 } from 'lucide-react';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import { blacklistTexts, hashPrefix } from '../../../common/texts/blacklist.ts';
import type { BlacklistEntry } from '../../api/blacklist.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { type Column, DataTable } from '../../components/DataTable.tsx';

const texts = blacklistTexts.table;

type ColumnKey = 'hash' | 'kind' | 'addedAt' | 'endsAt' | 'reason' | 'remove';

/** Spec 001 §2.3: the hash's first 16 characters, Manuell/Automatisch and the network size, when, until when, why,
 * and Entfernen. */
export function BlacklistTable({
  entries,
  onRemove,
}: {
  entries: readonly BlacklistEntry[];
  onRemove: (entry: BlacklistEntry) => void;
}) {
  const columns: Column<BlacklistEntry, ColumnKey>[] = [
    {
      key: 'hash',
      header: texts.hash,
      rowHeader: true,
      cell: (entry) => <code className="font-mono text-sm">{hashPrefix(entry.ip_hash)}</code>,
    },
    {
      key: 'kind',
      header: texts.kind,
      cell: (entry) => (
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge tone={entry.source === 'automatic' ? 'warning' : 'neutral'}>
            {entry.source === 'automatic' ? texts.automatic : texts.manual}
          </Badge>
          {entry.family !== null && entry.prefix_length !== null && (
            <span className="text-sm text-slate-600">{texts.network(entry.family, entry.prefix_length)}</span>
          )}
        </span>
      ),
    },
    {
      key: 'addedAt',
      header: texts.addedAt,
      cell: (entry) => <span className="whitespace-nowrap">{formatGermanDateTime(entry.added_at)}</span>,
    },
    {
      key: 'endsAt',
      header: texts.endsAt,
      cell: (entry) => (
        <span className="whitespace-nowrap">
          {entry.expires_at ? formatGermanDateTime(entry.expires_at) : texts.noEnd}
        </span>
      ),
    },
    {
      key: 'reason',
      header: texts.reason,
      cell: (entry) =>
        entry.reason ? entry.reason : <span className="italic text-slate-600">{texts.noReason}</span>,
    },
    {
      key: 'remove',
      header: texts.remove,
      cell: (entry) => (
        <Button
          variant="ghost"
          aria-label={texts.removeLabel(hashPrefix(entry.ip_hash))}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={() => onRemove(entry)}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          {texts.remove}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={texts.caption}
      captionHidden
      columns={columns}
      rows={entries}
      rowId={(entry) => entry.ip_hash}
    />
  );
}
