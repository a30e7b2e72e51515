import { generalTexts } from '../../common/texts/general.ts';
import { Spinner } from './Spinner.tsx';

/** Fills the window while the app finds out who is signed in, so the user never sees a blank page. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh items-center justify-center gap-3 text-sm text-slate-600">
      <span className="text-primary">
        <Spinner size="lg" />
      </span>
      <span role="status">{generalTexts.loading}</span>
    </div>
  );
}
