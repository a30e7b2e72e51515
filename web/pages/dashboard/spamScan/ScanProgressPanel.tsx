import { dashboardTexts } from '../../../../common/texts/dashboard.ts';
import { ProgressBar } from '../../../components/ProgressBar.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import type { ScanProgress } from './useSpamScan.ts';

const texts = dashboardTexts.scan;

interface ScanProgressPanelProps {
  progress: ScanProgress | null;
  notice: string | null;
  /** false once the scan is done: the bar stays as the final state of the live progress. */
  running?: boolean;
}

export function ScanProgressPanel({ progress, notice, running = true }: ScanProgressPanelProps) {
  const total = progress?.total ?? 0;
  const processed = progress?.processed ?? 0;
  return (
    <div className="flex flex-col gap-3">
      {notice && (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          {notice}
        </p>
      )}
      {running && (
        <div className="flex items-center gap-2 text-slate-800">
          <Spinner size="sm" />
          <span>{texts.running}</span>
        </div>
      )}
      {total > 0 && (
        <>
          <ProgressBar
            label={texts.progressLabel}
            value={processed}
            max={total}
            valueText={texts.progress(processed, total)}
          />
          <p className="flex justify-between gap-3 text-slate-700 tabular-nums" aria-live="polite">
            <span>{texts.progress(processed, total)}</span>
            {running &&
              progress?.estimatedTimeRemaining !== null &&
              progress?.estimatedTimeRemaining !== undefined && (
                <span>{texts.remaining(progress.estimatedTimeRemaining)}</span>
              )}
          </p>
        </>
      )}
    </div>
  );
}
