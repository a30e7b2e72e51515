import { Code, Pencil, RotateCcw, Trash2, TriangleAlert } from 'lucide-react';
import { germanDate } from '../../../../common/format/germanDate.ts';
import { adminTenantTexts } from '../../../../common/texts/adminTenants.ts';
import type { TenantDeletion, TenantRow } from '../../../api/adminTenants.ts';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { ProgressBar } from '../../../components/ProgressBar.tsx';

const texts = adminTenantTexts.list;
/** dd.MM.yyyy in the viewer's time zone. */
export const formatDay = (iso: string) => germanDate(new Date(iso));

interface TenantTableProps {
  rows: TenantRow[];
  progress: Map<string, TenantDeletion>;
  onApiDetails: (row: TenantRow) => void;
  onEdit: (row: TenantRow) => void;
  onDelete: (row: TenantRow) => void;
  onRetryDeletion: (row: TenantRow) => void;
  retrying: boolean;
}

type Key = 'name' | 'slug' | 'createdAt' | 'legal' | 'actions';

/**
 * The practices by name (the server's order): name, ID, created, a warning for each legal page its reception
 * does not link, and the actions or the deletion's progress.
 */
export function TenantTable({
  rows,
  progress,
  onApiDetails,
  onEdit,
  onDelete,
  onRetryDeletion,
  retrying,
}: TenantTableProps) {
  const columns: Column<TenantRow, Key>[] = [
    { key: 'name', header: texts.columns.name, rowHeader: true, cell: (row) => row.name },
    {
      key: 'slug',
      header: texts.columns.slug,
      cell: (row) => <code className="font-mono text-xs whitespace-nowrap text-slate-800">{row.slug}</code>,
    },
    {
      key: 'createdAt',
      header: texts.columns.createdAt,
      cell: (row) => <span className="tabular-nums">{formatDay(row.created_at)}</span>,
    },
    {
      key: 'legal',
      header: texts.columns.legal,
      cell: (row) => (row.deletion ? null : <LegalLinks row={row} />),
    },
    {
      key: 'actions',
      header: texts.columns.actions,
      cell: (row) =>
        row.deletion ? (
          <DeletionState
            row={row}
            live={progress.get(row.id)}
            onRetry={onRetryDeletion}
            retrying={retrying}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              aria-label={texts.apiDetailsFor(row.name)}
              onClick={() => onApiDetails(row)}
              icon={<Code aria-hidden="true" className="size-4" />}
            >
              {texts.apiDetails}
            </Button>
            <Button
              variant="secondary"
              aria-label={texts.editFor(row.name)}
              onClick={() => onEdit(row)}
              icon={<Pencil aria-hidden="true" className="size-4" />}
            >
              {texts.edit}
            </Button>
            <Button
              variant="danger"
              aria-label={texts.deleteFor(row.name)}
              onClick={() => onDelete(row)}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
            >
              {texts.delete}
            </Button>
          </div>
        ),
    },
  ];
  return (
    <DataTable caption={texts.caption} captionHidden columns={columns} rows={rows} rowId={(row) => row.id} />
  );
}

function LegalLinks({ row }: { row: TenantRow }) {
  if (row.missing_legal_links.length === 0)
    return <span className="text-sm text-slate-500">{texts.legalComplete}</span>;
  return (
    <ul className="flex flex-col items-start gap-1">
      {row.missing_legal_links.map((link) => (
        <li key={link} className="whitespace-nowrap">
          <Badge tone="warning">
            <TriangleAlert aria-hidden="true" className="me-1 size-3.5 shrink-0" />
            {texts.legalMissing[link]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function DeletionState({
  row,
  live,
  onRetry,
  retrying,
}: {
  row: TenantRow;
  live: TenantDeletion | undefined;
  onRetry: (row: TenantRow) => void;
  retrying: boolean;
}) {
  const status = live?.status ?? row.deletion!.status;
  if (status === 'failed')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="danger">{texts.deletionFailed}</Badge>
        <Button
          variant="secondary"
          aria-label={texts.retryDeletionFor(row.name)}
          loading={retrying}
          onClick={() => onRetry(row)}
          icon={<RotateCcw aria-hidden="true" className="size-4" />}
        >
          {texts.retryDeletion}
        </Button>
      </div>
    );
  const percent = live?.percent ?? row.deletion!.percent;
  return (
    <div className="flex min-w-52 flex-col gap-1.5">
      <span className="text-sm text-slate-700 tabular-nums">{texts.deleting(percent)}</span>
      <ProgressBar
        value={percent}
        label={texts.deletingLabel(row.name)}
        valueText={texts.deleting(percent)}
      />
    </div>
  );
}
