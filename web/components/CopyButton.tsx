import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { generalTexts } from '../../common/texts/general.ts';
import { Button } from './Button.tsx';
import { copyText } from './copyText.ts';

const texts = generalTexts.copy;
/** How long the button says "Kopiert". */
const COPIED_MS = 2000;

interface CopyButtonProps {
  /** What is copied, for the button's accessible name ("Öffentlicher Schlüssel kopieren"). */
  what: string;
  text: string;
  disabled?: boolean;
}

/** Copies one value; the label turns into "Kopiert" for a moment and screen readers hear what was copied. */
export function CopyButton({ what, text, disabled = false }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="inline-flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        aria-label={state === 'copied' ? `${what}: ${texts.copied}` : texts.copyLabel(what)}
        disabled={disabled}
        onClick={async () => setState((await copyText(text)) ? 'copied' : 'failed')}
        icon={
          state === 'copied' ? (
            <Check aria-hidden="true" className="size-4 text-emerald-700" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )
        }
      >
        {state === 'copied' ? texts.copied : texts.copy}
      </Button>
      <span role="status" className="text-xs text-slate-700 empty:hidden">
        {state === 'copied' && <span className="sr-only">{texts.copiedStatus(what)}</span>}
        {state === 'failed' && texts.copyFailed}
      </span>
    </span>
  );
}
