import { type FormEvent, useState } from 'react';
import type { SetupStart } from '../../../common/schemas/twoFactor.ts';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { CodeField, codeProblem } from './CodeField.tsx';

const texts = twoFactorTexts.setup;

interface SetupPanelProps {
  setup: SetupStart;
  onConfirm: (code: string) => void;
  confirming: boolean;
  /** The last confirmation's failure, in German. */
  error: string | null;
  onCancel?: () => void;
}

/**
 * Adding the account to an authenticator app: the QR code (rendered by the server as an SVG data URL), the
 * secret in groups for typing it in, and the app's first code to confirm. Used on the account page and at a
 * login that requires the setup.
 */
export function SetupPanel({ setup, onConfirm, confirming, error, onCancel }: SetupPanelProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = codeProblem(code, false);
    setProblem(found);
    if (!found && !confirming) onConfirm(code.replace(/\s/g, ''));
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm text-slate-700">
        <li>
          <p>{texts.step1}</p>
          <img
            src={setup.qr_code}
            alt={texts.qrAlt}
            width={192}
            height={192}
            className="mt-3 size-48 rounded-md border border-slate-200 bg-white p-1"
          />
          <p className="mt-3">{texts.manual}</p>
          <p className="mt-1">
            <span className="sr-only">{texts.secretLabel}: </span>
            <code
              data-testid="two-factor-secret"
              className="inline-block rounded-md bg-slate-100 px-2 py-1 font-mono text-sm tracking-wider break-all text-slate-900"
            >
              {setup.secret}
            </code>
          </p>
        </li>
        <li>
          <p className="mb-3">{texts.step2}</p>
          <CodeField value={code} onChange={setCode} error={problem ?? undefined} />
        </li>
      </ol>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {texts.cancel}
          </Button>
        )}
        <Button type="submit" loading={confirming}>
          {texts.confirm}
        </Button>
      </div>
    </form>
  );
}
