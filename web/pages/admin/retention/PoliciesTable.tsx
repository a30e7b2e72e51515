import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { type RetentionPolicy, splitPeriod } from '../../../../common/retention.ts';
import { periodLabel, retentionTexts } from '../../../../common/texts/retention.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { PeriodDialog } from './PeriodDialog.tsx';
import { useRetentionPolicies } from './retentionApi.ts';

const texts = retentionTexts;

export const periodText = (days: number | null) => periodLabel(days === null ? null : splitPeriod(days));

/** The periods per category, the reason beside each preset, and an edit button per row. */
export function PoliciesTable({ tenantId }: { tenantId: string }) {
  const policies = useRetentionPolicies(tenantId);
  const [editing, setEditing] = useState<RetentionPolicy | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const columns: Column<RetentionPolicy, 'category' | 'period' | 'reason' | 'actions'>[] = [
    {
      key: 'category',
      header: texts.table.category,
      rowHeader: true,
      cell: (p) => texts.categories[p.category],
    },
    {
      key: 'period',
      header: texts.table.period,
      cell: (p) => (
        <span className="flex flex-wrap items-center gap-2" data-testid={`retention-period-${p.category}`}>
          <span className="font-medium">{periodText(p.period_days)}</span>
          {p.is_preset && <Badge tone="info">{texts.presetBadge}</Badge>}
        </span>
      ),
    },
    {
      key: 'reason',
      header: texts.table.reason,
      cell: (p) => <span className="text-slate-600">{texts.presetReasons[p.category]}</span>,
    },
    {
      key: 'actions',
      header: texts.table.actions,
      cell: (p) => (
        <Button
          variant="ghost"
          icon={<Pencil aria-hidden="true" className="size-4" />}
          aria-label={texts.editLabel(texts.categories[p.category])}
          onClick={() => {
            setSaved(null);
            setEditing(p);
          }}
        >
          {texts.edit}
        </Button>
      ),
    },
  ];

  if (policies.isPending) return <SkeletonRows rows={6} label={retentionTexts.loading} />;
  if (policies.isError) return <Alert>{texts.errors.load}</Alert>;
  return (
    <div className="flex flex-col gap-3">
      <StatusMessage message={saved} />
      <DataTable
        caption={texts.table.caption}
        columns={columns}
        rows={policies.data.policies}
        rowId={(p) => p.category}
      />
      {editing && (
        <PeriodDialog
          tenantId={tenantId}
          policy={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(texts.saved);
          }}
        />
      )}
    </div>
  );
}
