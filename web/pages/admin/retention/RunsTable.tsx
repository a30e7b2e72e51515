import { formatGermanDateTime } from '../../../../common/dashboard/submissionDisplay.ts';
import type { RetentionCategory, RetentionRun } from '../../../../common/retention.ts';
import { retentionTexts } from '../../../../common/texts/retention.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { periodText } from './PoliciesTable.tsx';
import { useRetentionRuns } from './retentionApi.ts';

const texts = retentionTexts.runs;
const STATUS_TONES: Record<RetentionRun['status'], BadgeTone> = {
  running: 'info',
  completed: 'success',
  failed: 'danger',
};
const categoryName = (category: string) =>
  retentionTexts.categories[category as RetentionCategory] ?? category;

/** The last runs (they cover every practice) with what each deleted of this practice: counts, never content. */
export function RunsTable({ tenantId }: { tenantId: string }) {
  const runs = useRetentionRuns(tenantId);
  const columns: Column<RetentionRun, 'started' | 'status' | 'records'>[] = [
    {
      key: 'started',
      header: texts.started,
      rowHeader: true,
      cell: (run) => formatGermanDateTime(run.started_at),
    },
    {
      key: 'status',
      header: texts.status,
      cell: (run) => <Badge tone={STATUS_TONES[run.status]}>{texts.statuses[run.status]}</Badge>,
    },
    {
      key: 'records',
      header: texts.records,
      cell: (run) =>
        run.records.length === 0 ? (
          <span className="text-slate-600">{texts.nothing}</span>
        ) : (
          <ul className="flex flex-col gap-1">
            {run.records.map((record) => (
              <li key={`${record.category}-${record.created_at}`}>
                {texts.record(
                  categoryName(record.category),
                  record.submissions,
                  record.files,
                  record.anamnesen,
                  periodText(record.period_days),
                )}
              </li>
            ))}
          </ul>
        ),
    },
  ];
  return (
    <section aria-labelledby="retention-runs-heading" className="flex flex-col gap-3">
      <h3 id="retention-runs-heading" className="text-lg font-semibold text-slate-900">
        {texts.heading}
      </h3>
      {runs.isPending ? (
        <SkeletonRows rows={3} label={retentionTexts.loading} />
      ) : runs.isError ? (
        <Alert>{retentionTexts.errors.load}</Alert>
      ) : (
        <DataTable
          caption={texts.caption}
          captionHidden
          columns={columns}
          rows={runs.data}
          rowId={(run) => run.id}
          empty={<p className="text-sm text-slate-600">{texts.none}</p>}
        />
      )}
    </section>
  );
}
