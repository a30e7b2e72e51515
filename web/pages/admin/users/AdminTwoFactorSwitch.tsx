import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorTexts } from '../../../../common/texts/twoFactor.ts';
import {
  saveAdminTwoFactorSetting,
  twoFactorKeys,
  useAdminTwoFactorSetting,
} from '../../../api/twoFactor.ts';
import { Switch } from '../../../components/Switch.tsx';

const texts = twoFactorTexts.admin;

/** "2FA für alle Admins": saved at once (admins without it are led through the setup at their next login). */
export function AdminTwoFactorSwitch() {
  const queryClient = useQueryClient();
  const setting = useAdminTwoFactorSetting();
  const save = useMutation({
    mutationFn: saveAdminTwoFactorSetting,
    onSuccess: (saved) => queryClient.setQueryData(twoFactorKeys.settings, saved),
  });
  return (
    <div className="flex flex-col gap-1">
      <Switch
        label={texts.requireAdmins}
        hint={texts.requireAdminsHint}
        checked={setting.data?.require_admin_two_factor ?? false}
        disabled={!setting.isSuccess}
        loading={save.isPending}
        onChange={(checked) => save.mutate(checked)}
      />
      {(save.isError || setting.isError) && (
        <p role="alert" className="text-sm text-danger">
          {save.isError ? texts.settingFailed : texts.loadFailed}
        </p>
      )}
    </div>
  );
}
