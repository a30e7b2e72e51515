import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorTexts } from '../../../../common/texts/twoFactor.ts';
import { saveTenantTwoFactor, twoFactorKeys, useTenantTwoFactor } from '../../../api/twoFactor.ts';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { Switch } from '../../../components/Switch.tsx';

const texts = twoFactorTexts.admin;

/**
 * "Zwei-Faktor-Anmeldung verlangen" for one practice, in its edit dialog. Saved at once, apart from the
 * dialog's form (the requirement lives in its own column, not in the reception configuration).
 */
export function TenantTwoFactorSetting({ tenantId }: { tenantId: string }) {
  const queryClient = useQueryClient();
  const setting = useTenantTwoFactor(tenantId);
  const save = useMutation({
    mutationFn: (required: boolean) => saveTenantTwoFactor(tenantId, required),
    onSuccess: (saved) => queryClient.setQueryData(twoFactorKeys.tenant(tenantId), saved),
  });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{texts.tenantSection}</legend>
      <Switch
        label={texts.requireTenant}
        hint={texts.requireTenantHint}
        checked={setting.data?.require_two_factor ?? false}
        disabled={!setting.isSuccess}
        loading={save.isPending}
        onChange={(checked) => save.mutate(checked)}
      />
      <StatusMessage message={save.isSuccess ? texts.saved : null} />
      {(save.isError || setting.isError) && (
        <p role="alert" className="text-sm text-danger">
          {save.isError ? texts.settingFailed : texts.loadFailed}
        </p>
      )}
    </fieldset>
  );
}
