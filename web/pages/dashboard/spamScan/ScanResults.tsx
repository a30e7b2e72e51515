import { formatSpamScore, formTypeLabel } from '../../../../common/dashboard/submissionDisplay.ts';
import { dashboardTexts } from '../../../../common/texts/dashboard.ts';
import type { ScanResult } from '../../../api/spamScan.ts';

const texts = dashboardTexts.scan;
const formatScore = (value: number | null) => (value === null ? '–' : formatSpamScore(value));

export function ScanResults({ result }: { result: ScanResult }) {
  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="flex flex-col gap-2">
        <h3 className="text-base font-semibold text-slate-900">{texts.resultTitle}</h3>
        {result.message && <p className="text-slate-700">{result.message}</p>}
        <dl className="grid grid-cols-3 gap-2">
          {(
            [
              [texts.scanned, result.scanned],
              [texts.spamFound, result.spamFound],
              [texts.errorsCount, result.errors],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-md border border-slate-200 px-3 py-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {result.results.length > 0 && (
        <div className="max-h-64 overflow-auto rounded-md border border-slate-200">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{texts.details}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {texts.columns.id}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {texts.columns.formType}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {texts.columns.previous}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {texts.columns.score}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {texts.columns.result}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {texts.columns.ai}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {result.results.map((item) => (
                <tr key={item.id}>
                  <td className="px-3 py-1.5 font-mono text-xs" title={item.id}>
                    {item.id.slice(0, 8)}
                  </td>
                  <td className="px-3 py-1.5">{formTypeLabel(item.form_type)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatScore(item.previous_score)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatScore(item.new_score)}</td>
                  <td
                    className={`px-3 py-1.5 ${item.error ? 'text-red-700' : item.is_spam ? 'text-red-700' : ''}`}
                  >
                    {item.error
                      ? `${texts.failed}: ${item.error}`
                      : item.is_spam
                        ? texts.isSpam
                        : texts.notSpam}
                  </td>
                  <td className="px-3 py-1.5">{item.aiClassified ? texts.yes : texts.no}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
