import { TriangleAlert } from 'lucide-react';
import { isDay, isTime, minutesUntil } from '../../../../common/intake/practiceClock.ts';
import type { ReceptionConfig } from '../../../../common/tenantConfig.ts';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';
import { PracticeTerms } from './PracticeTerms.tsx';

/** True when the appointment is still to come but within the practice's notice period. */
export function isShortNotice(day: string, time: string, noticeHours: number, now = new Date()): boolean {
  if (!isDay(day) || !isTime(time)) return false;
  const minutes = minutesUntil(day, time, now);
  return minutes >= 0 && minutes < noticeHours * 60;
}

/**
 * Beside the date and time: once the chosen appointment is closer than the notice period, the practice's terms
 * (or the general fee sentence). It only informs; the patient may still cancel. The live region stays in the
 * page so screen readers announce the warning when it appears.
 */
export function ShortNoticeWarning({
  config,
  day,
  time,
}: {
  config: ReceptionConfig;
  day: string;
  time: string;
}) {
  const texts = usePatientTexts().reception.cancellation;
  const hours = config.cancellationNoticeHours;
  return (
    <div role="status" className="empty:hidden">
      {isShortNotice(day, time, hours) && (
        <div className="flex gap-3 rounded-lg border-2 border-amber-400 bg-amber-50 p-4 text-amber-950">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{texts.shortNoticeTitle(hours)}</p>
            <p>{texts.shortNoticeText}</p>
            {config.cancellationTerms ? (
              <PracticeTerms terms={config.cancellationTerms} />
            ) : (
              <p>{texts.shortNoticeFee}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
