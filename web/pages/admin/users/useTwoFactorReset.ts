import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { twoFactorTexts } from '../../../../common/texts/twoFactor.ts';
import type { AdminUserRecord } from '../../../api/adminUsers.ts';
import { resetUserTwoFactor, twoFactorKeys, useTwoFactorUsers } from '../../../api/twoFactor.ts';
import { failureText } from './failureText.ts';

const texts = twoFactorTexts.admin;

/** The Benutzer tab's 2FA bits: who has it (the "2FA" badge) and the reset with its confirmation. */
export function useTwoFactorReset(onSuccess: (message: string) => void) {
  const queryClient = useQueryClient();
  const enabled = useTwoFactorUsers();
  const [user, setUser] = useState<AdminUserRecord | null>(null);
  const reset = useMutation({
    mutationFn: (target: AdminUserRecord) => resetUserTwoFactor(target.id),
    onSuccess: (_, target) => {
      setUser(null);
      onSuccess(texts.resetDone(target.full_name));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.users }),
  });
  const enabledIds = useMemo(() => new Set(enabled.data?.users.map((u) => u.id) ?? []), [enabled.data]);

  return {
    table: {
      enabledIds,
      onReset: (target: AdminUserRecord) => {
        reset.reset();
        setUser(target);
      },
    },
    dialog: {
      user,
      onClose: () => setUser(null),
      onConfirm: () => user && reset.mutate(user),
      resetting: reset.isPending,
      error: reset.isError ? failureText(texts.resetFailed, reset.error) : null,
    },
    loadFailed: enabled.isError,
  };
}
