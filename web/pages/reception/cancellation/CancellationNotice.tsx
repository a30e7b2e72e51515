import { Info } from 'lucide-react';
import { receptionTexts } from '../../../../common/texts/reception.ts';

const texts = receptionTexts.cancellation;

/** The 24-hour rule (spec 002 §9); the fee amount is not the reception's to state. */
export function CancellationNotice() {
  return (
    <aside
      aria-label={texts.noticeTitle}
      className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{texts.noticeTitle}</p>
        <p>{texts.notice}</p>
      </div>
    </aside>
  );
}
