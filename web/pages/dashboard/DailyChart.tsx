import { useDeferredValue } from 'react';
import { formatGermanDay } from '../../../common/dashboard/submissionDisplay.ts';
import { dashboardTexts } from '../../../common/texts/dashboard.ts';
import type { DailyCount } from '../../api/submissions.ts';
import { useDailyCounts } from './useDashboardData.ts';

const texts = dashboardTexts.chart;

const SERIES = [
  { key: 'contact', label: dashboardTexts.formTypes.contact, colour: 'bg-teal-600' },
  { key: 'prescription', label: dashboardTexts.formTypes.prescription, colour: 'bg-sky-600' },
  { key: 'anamnese', label: dashboardTexts.formTypes.anamnese, colour: 'bg-violet-600' },
  { key: 'bewerbung', label: dashboardTexts.formTypes.bewerbung, colour: 'bg-amber-500' },
  { key: 'training', label: dashboardTexts.formTypes.training, colour: 'bg-emerald-600' },
  { key: 'spam', label: texts.spam, colour: 'bg-red-600' },
] as const;

const dayTotal = (day: DailyCount) => SERIES.reduce((sum, s) => sum + (day[s.key] ?? 0), 0);

/** Submissions per day over the last 30 days, stacked by form type (beyond the spec; issue 5). */
export function DailyChart({ tenant, listLoadedAt }: { tenant: string | null; listLoadedAt: number }) {
  const query = useDailyCounts(tenant, listLoadedAt);
  // Its 30 columns render as a transition (as the dashboard's cards), not in the answer's own render.
  const shown = useDeferredValue(query.data);
  if (query.isError) return null;
  const days = shown ?? [];
  const max = Math.max(1, ...days.map(dayTotal));

  return (
    <figure
      aria-labelledby="daily-chart-title"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <figcaption className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="daily-chart-title" className="text-sm font-semibold text-slate-900">
          {texts.title}
        </h2>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700" aria-hidden="true">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-1">
              <span className={`inline-block size-2.5 rounded-sm ${s.colour}`} />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
      {shown === undefined ? (
        <div className="h-28 animate-pulse rounded bg-slate-100" />
      ) : (
        <>
          <div aria-hidden="true" className="flex h-28 items-end gap-0.5 border-b border-slate-300">
            {days.map((day) => {
              const total = dayTotal(day);
              return (
                <div
                  key={day.date}
                  title={texts.dayTotal(formatGermanDay(day.date), total)}
                  className="flex h-full min-w-0 flex-1 flex-col-reverse"
                >
                  {SERIES.map((s) =>
                    day[s.key] > 0 ? (
                      <div
                        key={s.key}
                        className={s.colour}
                        style={{ height: `${(day[s.key] / max) * 100}%` }}
                      />
                    ) : null,
                  )}
                </div>
              );
            })}
          </div>
          {days.length > 0 && (
            <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600">
              <span>{formatGermanDay(days[0]!.date)}</span>
              <span>{formatGermanDay(days[days.length - 1]!.date)}</span>
            </div>
          )}
          <table className="sr-only">
            <caption>{texts.tableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.date}</th>
                {SERIES.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
                <th scope="col">{texts.total}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatGermanDay(day.date)}</th>
                  {SERIES.map((s) => (
                    <td key={s.key}>{day[s.key]}</td>
                  ))}
                  <td>{dayTotal(day)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
