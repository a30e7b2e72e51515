import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { PracticeRole } from '../../../../common/practiceRoles.ts';
import { type InviteMemberBody, inviteMemberSchema } from '../../../../common/schemas/practiceStaff.ts';
import { practiceTeamTexts } from '../../../../common/texts/practiceTeam.ts';
import { inviteMember, practiceStaffKeys } from '../../../api/practiceStaff.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Select } from '../../../components/Select.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { failureText } from '../users/failureText.ts';
import { PRACTICE_ROLE_OPTIONS } from './roleOptions.ts';

const texts = practiceTeamTexts;

/** "Kolleg:in einladen": a new account by mail, or an existing one added to the practice. */
export function InviteMemberForm({
  tenantId,
  onDone,
}: {
  tenantId: string;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<PracticeRole>('therapeut');
  // The server's schema checks the fields first, so a mistake shows at its field in German.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const invite = useMutation({
    mutationFn: (body: InviteMemberBody) => inviteMember(tenantId, body),
    onSuccess: ({ member, invitation_sent: sent }) => {
      void queryClient.invalidateQueries({ queryKey: practiceStaffKeys.of(tenantId) });
      setEmail('');
      setName('');
      onDone(
        sent === null
          ? texts.success.added(member.full_name)
          : sent
            ? texts.success.invited(member.email)
            : texts.success.invitationFailed(member.email),
      );
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.isPending) return;
    const parsed = inviteMemberSchema.safeParse({ email, full_name: name, practice_role: role });
    setFieldErrors(
      parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])),
    );
    if (parsed.success) invite.mutate(parsed.data);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-member-heading"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h3 id="invite-member-heading" className="text-base font-semibold text-slate-900">
        {texts.invite.title}
      </h3>
      <p className="text-sm text-slate-600">{texts.invite.hint}</p>
      {invite.isError && <Alert title={texts.failed}>{failureText('', invite.error).trim()}</Alert>}
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={texts.invite.email}
          type="email"
          autoComplete="off"
          value={email}
          error={fieldErrors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label={texts.invite.name}
          value={name}
          error={fieldErrors.full_name}
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={texts.invite.role}
          value={role}
          options={PRACTICE_ROLE_OPTIONS}
          onChange={(event) => setRole(event.target.value as PracticeRole)}
        />
      </div>
      <div>
        <Button type="submit" loading={invite.isPending}>
          {texts.invite.submit}
        </Button>
      </div>
    </form>
  );
}
