import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { startLoginSetup, useConfirmLoginSetup } from '../../api/twoFactor.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { RecoveryCodes } from '../account/RecoveryCodes.tsx';
import { SetupPanel } from '../account/SetupPanel.tsx';
import { stepExpired, twoFactorErrorMessage } from './twoFactorErrorMessage.ts';

const texts = twoFactorTexts.login;

/**
 * The required setup at login: the QR code and the app's first code; then the recovery codes, shown once, and
 * only then on into Praxisdesk (the session exists from the confirmation on, nothing else is reachable before).
 */
export function SetupStep({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  // One secret per visit of this step: no refetching, which would replace the secret the app just scanned.
  const setup = useQuery({
    queryKey: ['two-factor', 'login-setup'],
    queryFn: startLoginSetup,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirm = useConfirmLoginSetup();
  const [codes, setCodes] = useState<string[] | null>(null);

  const expired =
    (setup.isError && stepExpired(setup.error)) || (confirm.isError && stepExpired(confirm.error));

  return (
    <div className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      {codes ? (
        <RecoveryCodes codes={codes} onDone={onDone} doneLabel={twoFactorTexts.recovery.continueLogin} />
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <h2 className="text-base font-semibold text-slate-900">{texts.setupHeading}</h2>
            <p className="text-slate-600">{texts.setupIntro}</p>
          </div>
          {setup.isPending ? (
            <SkeletonRows rows={3} label={texts.setupHeading} />
          ) : setup.isError ? (
            <Alert onRetry={expired ? undefined : () => void setup.refetch()} retrying={setup.isFetching}>
              {twoFactorErrorMessage(setup.error)}
            </Alert>
          ) : (
            <SetupPanel
              setup={setup.data}
              confirming={confirm.isPending}
              error={confirm.isError ? twoFactorErrorMessage(confirm.error) : null}
              onConfirm={(code) =>
                confirm.mutate(code, { onSuccess: (answer) => setCodes(answer.recovery_codes) })
              }
            />
          )}
          <Button variant={expired ? 'primary' : 'ghost'} onClick={onRestart}>
            {texts.back}
          </Button>
        </>
      )}
    </div>
  );
}
