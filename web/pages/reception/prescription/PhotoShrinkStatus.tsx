import { ImageDown } from 'lucide-react';
import { Spinner } from '../../../components/Spinner.tsx';
import { usePatientTexts } from '../shared/PatientLanguage.tsx';

/** A photo over 4 MB being made smaller in the browser, or made smaller (sizes in bytes), or neither. */
export type PhotoShrinkState =
  | { status: 'shrinking' }
  | { status: 'shrunk'; before: number; after: number }
  | null;

/**
 * The short line under the file field that tells the patient their photo was made smaller before sending. The
 * polite live region is always in the page, so a screen reader announces the line when it appears.
 */
export function PhotoShrinkStatus({ state }: { state: PhotoShrinkState }) {
  const texts = usePatientTexts().reception.prescription;
  return (
    <div role="status" aria-live="polite" className="-mt-3 empty:hidden" data-testid="photo-shrink-status">
      {state && (
        <p className="flex items-center gap-2 text-sm text-slate-700 sm:text-base">
          {state.status === 'shrinking' ? (
            <Spinner size="sm" />
          ) : (
            <ImageDown aria-hidden="true" className="size-4 shrink-0 text-primary" />
          )}
          {state.status === 'shrinking' ? texts.photoShrinking : texts.photoShrunk(state.before, state.after)}
        </p>
      )}
    </div>
  );
}
