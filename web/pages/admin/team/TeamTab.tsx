import { Users } from 'lucide-react';
import { useState } from 'react';
import { practiceTeamTexts } from '../../../../common/texts/practiceTeam.ts';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { PracticeTab } from '../PracticeTab.tsx';
import { useManagedPractices } from '../useManagedPractices.ts';
import { InviteMemberForm } from './InviteMemberForm.tsx';
import { TeamTable } from './TeamTable.tsx';

/** "Team" (issue 44): the owner's own staff — who belongs to the practice, in which role; invite and remove. */
export function TeamTab() {
  const practices = useManagedPractices();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <PracticeTab id="team" texts={practiceTeamTexts} icon={Users}>
      {(tenantId) => (
        <div className="flex flex-col gap-6">
          <StatusMessage message={message} />
          <TeamTable
            tenantId={tenantId}
            practiceName={practices.data?.find((p) => p.id === tenantId)?.name ?? ''}
            onDone={setMessage}
          />
          <InviteMemberForm tenantId={tenantId} onDone={setMessage} />
        </div>
      )}
    </PracticeTab>
  );
}
