import { RotateCw } from 'lucide-react';
import { generalTexts } from '../../../common/texts/general.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** Shown instead of the router's English default when a page crashes while rendering. */
export function RouteError() {
  useDocumentTitle(generalTexts.unexpectedError);
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 p-6 text-sm">
      <Alert title={generalTexts.unexpectedError}>{generalTexts.unexpectedErrorHint}</Alert>
      <div>
        <Button
          variant="secondary"
          icon={<RotateCw aria-hidden="true" className="size-4" />}
          onClick={() => window.location.reload()}
        >
          {generalTexts.reloadPage}
        </Button>
      </div>
    </main>
  );
}
