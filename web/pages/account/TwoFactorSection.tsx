import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { germanDate } from '../../../common/admin/usersCsv.ts';
import type { ReauthBody, TwoFactorStatus } from '../../../common/schemas/twoFactor.ts';
import { twoFactorTexts } from '../../../common/texts/twoFactor.ts';
import { isApiError } from '../../api/ApiError.ts';
import {
  confirmAccountSetup,
  disableTwoFactor,
  renewRecoveryCodes,
  startAccountSetup,
  twoFactorKeys,
} from '../../api/twoFactor.ts';
import { Alert } from '../../components/Alert.tsx';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { ReauthDialog } from './ReauthDialog.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { SetupPanel } from './SetupPanel.tsx';

const texts = twoFactorTexts.account;
const FEW_CODES = 3;

/** The server's German text for refusals the person can act on; a generic one otherwise. */
const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;

/** "Zwei-Faktor-Anmeldung" on the account page: status, setup, recovery codes, turning it off. */
export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.own });
  const [codes, setCodes] = useState<string[] | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'disable' | 'renew' | null>(null);

  const start = useMutation({ mutationFn: startAccountSetup, onMutate: () => setSuccess(null) });
  const confirm = useMutation({
    mutationFn: confirmAccountSetup,
    onSuccess: (answer) => {
      setCodes(answer.recovery_codes);
      start.reset();
      setSuccess(texts.enabled);
      void refresh();
    },
  });
  const disable = useMutation({
    mutationFn: (proof: ReauthBody) => disableTwoFactor(proof),
    onSuccess: () => {
      setDialog(null);
      setSuccess(texts.disabled);
      void refresh();
    },
  });
  const renew = useMutation({
    mutationFn: (proof: ReauthBody) => renewRecoveryCodes(proof),
    onSuccess: (answer) => {
      setDialog(null);
      setCodes(answer.recovery_codes);
      setSuccess(texts.codesRenewed);
      void refresh();
    },
  });

  const openDialog = (which: 'disable' | 'renew') => {
    disable.reset();
    renew.reset();
    setSuccess(null);
    setDialog(which);
  };

  return (
    <Card as="section" aria-labelledby="two-factor-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="two-factor-heading" className="text-lg font-semibold text-slate-900">
          {twoFactorTexts.name}
        </h2>
        <Badge tone={status.enabled ? 'success' : 'neutral'}>
          {status.enabled ? texts.statusOn : texts.statusOff}
        </Badge>
      </div>
      <p className="text-sm text-slate-700">{texts.intro}</p>
      {status.required && !status.enabled && <Alert>{texts.required}</Alert>}
      <StatusMessage message={success} />

      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : start.data ? (
        <SetupPanel
          setup={start.data}
          confirming={confirm.isPending}
          error={confirm.isError ? messageOf(confirm.error, texts.startFailed) : null}
          onConfirm={(code) => confirm.mutate(code)}
          onCancel={() => {
            start.reset();
            confirm.reset();
          }}
        />
      ) : status.enabled ? (
        <>
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {status.enabled_at && <li>{texts.enabledSince(germanDate(status.enabled_at))}</li>}
            <li>{texts.codesLeft(status.recovery_codes_left)}</li>
          </ul>
          {status.recovery_codes_left <= FEW_CODES && <Alert>{texts.fewCodesLeft}</Alert>}
          {status.required && <p className="text-sm text-slate-600">{texts.requiredCannotDisable}</p>}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => openDialog('renew')}>
              {texts.renewCodes}
            </Button>
            {!status.required && (
              <Button
                variant="danger"
                icon={<ShieldOff aria-hidden="true" className="size-4" />}
                onClick={() => openDialog('disable')}
              >
                {texts.disable}
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          {start.isError && <Alert>{messageOf(start.error, texts.startFailed)}</Alert>}
          <div>
            <Button
              loading={start.isPending}
              icon={<ShieldCheck aria-hidden="true" className="size-4" />}
              onClick={() => start.mutate()}
            >
              {texts.start}
            </Button>
          </div>
        </>
      )}

      <ReauthDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={twoFactorTexts.reauth.disableTitle}
        description={twoFactorTexts.reauth.disableDescription}
        confirmLabel={texts.disable}
        variant="danger"
        loading={disable.isPending}
        error={disable.isError ? messageOf(disable.error, texts.startFailed) : null}
        onConfirm={(proof) => disable.mutate(proof)}
      />
      <ReauthDialog
        open={dialog === 'renew'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={twoFactorTexts.reauth.renewTitle}
        description={twoFactorTexts.reauth.renewDescription}
        confirmLabel={twoFactorTexts.reauth.renew}
        variant="primary"
        loading={renew.isPending}
        error={renew.isError ? messageOf(renew.error, texts.startFailed) : null}
        onConfirm={(proof) => renew.mutate(proof)}
      />
    </Card>
  );
}
