import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserRole } from '../../../../common/admin/userForm.ts';
import { adminUsersTexts } from '../../../../common/texts/adminUsers.ts';
import {
  adminUserKeys,
  bulkChangeRole,
  bulkDeleteUsers,
  createUser,
  deleteUser,
  resendInvitation,
  updateUser,
} from '../../../api/adminUsers.ts';
import { SESSION_QUERY_KEY } from '../../../api/queryKeys.ts';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';
import type { UserFormValues } from './UserFormDialog.tsx';

/** The role in each chosen practice (issue 44); a chosen practice without one is Therapeut:in. */
const practiceRolesOf = (values: UserFormValues) =>
  Object.fromEntries(values.tenants.map((slug) => [slug, values.practice_roles[slug] ?? 'therapeut']));

const texts = adminUsersTexts;

/**
 * The Benutzer tab's writes. Each refreshes the list afterwards (also after a failure: a guard may have
 * refused because someone else changed the users meanwhile); success messages clear after 3 s.
 */
export function useUserActions(currentUserId: string | undefined) {
  const queryClient = useQueryClient();
  const [success, setSuccess] = useTransientMessage();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminUserKeys.list() });

  // A mail that did not go out is no failed creation: the user exists, the admin is told to send it again.
  const [invitationProblem, setInvitationProblem] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (values: UserFormValues) =>
      createUser({
        email: values.email,
        ...(values.password ? { password: values.password } : {}),
        full_name: values.full_name,
        role: values.role,
        tenants: values.tenants,
        practice_roles: practiceRolesOf(values),
      }),
    onMutate: () => setInvitationProblem(null),
    onSuccess: ({ user, invitation_sent }) => {
      if (invitation_sent === false) setInvitationProblem(texts.errors.invitationNotSent(user.email));
      setSuccess(
        invitation_sent
          ? texts.success.invited(user.full_name, user.email)
          : texts.success.created(user.full_name),
      );
    },
    onSettled: refresh,
  });

  const resend = useMutation({
    mutationFn: (user: { id: string }) => resendInvitation(user.id),
    onMutate: () => setInvitationProblem(null),
    onSuccess: ({ user, invitation_sent }) => {
      if (invitation_sent) setSuccess(texts.success.invitationResent(user.email));
      else setInvitationProblem(texts.errors.invitationNotSent(user.email));
    },
    onSettled: refresh,
  });

  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: UserFormValues }) =>
      updateUser(id, {
        email: values.email,
        full_name: values.full_name,
        role: values.role,
        tenants: values.tenants,
        practice_roles: practiceRolesOf(values),
        is_active: values.is_active,
        ...(values.password ? { password: values.password } : {}),
      }),
    onSuccess: (user) => {
      setSuccess(texts.success.updated(user.full_name));
      // One's own name, e-mail or role is also in the header and decides what the menu shows.
      if (user.id === currentUserId) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: async ({ ids, bulk }: { ids: string[]; bulk: boolean }) => {
      if (!bulk && ids.length === 1) {
        await deleteUser(ids[0]!);
        return ids.length;
      }
      return (await bulkDeleteUsers(ids)).deleted.length;
    },
    onSuccess: (count) => setSuccess(texts.success.deleted(count)),
    onSettled: refresh,
  });

  const changeRole = useMutation({
    mutationFn: ({ ids, role }: { ids: string[]; role: UserRole }) => bulkChangeRole(ids, role),
    onSuccess: (result, { ids }) => {
      setSuccess(texts.success.roleChanged(result.updated));
      if (currentUserId && ids.includes(currentUserId))
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    onSettled: refresh,
  });

  return {
    create,
    update,
    remove,
    changeRole,
    resend,
    invitationProblem,
    clearInvitationProblem: () => setInvitationProblem(null),
    success,
    setSuccess,
  };
}
