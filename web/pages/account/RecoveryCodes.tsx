import { Download } from 'lucide-react';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { Button } from '../../components/Button.tsx';

const texts = twoFactorTexts.recovery;

/** The ten recovery codes, shown once after setup or renewal, with a download and the way on. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = texts.done,
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-4">
      <h2 id="recovery-codes-heading" className="text-base font-semibold text-slate-900">
        {texts.heading}
      </h2>
      <p className="text-sm text-slate-700">{texts.intro}</p>
      <ul
        aria-label={texts.listLabel}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-2 rounded-md bg-slate-50 p-3 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" className="size-4" />}
          onClick={async () => {
            // Loaded on use: the login screen shows these codes and must not carry the administration's modules.
            const { downloadTextFile } = await import('../admin/users/downloadCsv.ts');
            downloadTextFile(
              texts.fileName,
              `${texts.fileHeading}\n\n${codes.join('\n')}\n`,
              'text/plain;charset=utf-8',
            );
          }}
        >
          {texts.download}
        </Button>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    </section>
  );
}
