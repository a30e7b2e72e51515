import { useId } from 'react';
import { consentAdminTexts } from '../../../../common/texts/consentAdmin.ts';
import { ConsentText } from '../../../components/ConsentText.tsx';

const texts = consentAdminTexts.editor;

/** The draft as a patient will read it, updated while the admin types. */
export function ConsentPreview({ title, body }: { title: string; body: string }) {
  const labelId = useId();
  const empty = title.trim() === '' && body.trim() === '';
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {texts.preview}
      </p>
      <section
        aria-labelledby={labelId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
        tabIndex={0}
        data-testid="consent-preview"
        className="max-h-[36rem] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-4 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {empty ? (
          <p className="text-sm text-slate-600">{texts.previewEmpty}</p>
        ) : (
          <div className="flex flex-col gap-3">
            {title.trim() && <p className="text-lg font-semibold text-slate-900">{title}</p>}
            <ConsentText text={body} headingLevel={4} />
          </div>
        )}
      </section>
    </div>
  );
}
