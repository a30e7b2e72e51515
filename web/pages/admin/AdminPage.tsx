import { useSearchParams } from 'react-router';
import { adminTexts } from '../../../common/texts/admin.ts';
import { adminAuditTexts } from '../../../common/texts/adminAudit.ts';
import { consentAdminTexts } from '../../../common/texts/consentAdmin.ts';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { practiceSettingsTexts } from '../../../common/texts/practiceSettings.ts';
import { practiceTeamTexts } from '../../../common/texts/practiceTeam.ts';
import { replyTexts } from '../../../common/texts/replies.ts';
import { retentionTexts } from '../../../common/texts/retention.ts';
import { webhooksAdminTexts } from '../../../common/texts/webhooksAdmin.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { type TabItem, Tabs } from '../../components/Tabs.tsx';
import { usePracticeAccess } from '../../hooks/usePracticeAccess.ts';
import { AuditTab } from './audit/AuditTab.tsx';
import { ConsentDocumentsTab } from './consent/ConsentDocumentsTab.tsx';
import { MembershipsTab } from './memberships/MembershipsTab.tsx';
import { PracticeSettingsTab } from './practiceSettings/PracticeSettingsTab.tsx';
import { RequestsTab } from './RequestsTab.tsx';
import { ReplyTemplatesTab } from './replyTemplates/ReplyTemplatesTab.tsx';
import { RetentionTab } from './retention/RetentionTab.tsx';
import { TeamTab } from './team/TeamTab.tsx';
import { TenantsTab } from './tenants/TenantsTab.tsx';
import { UsersTab } from './users/UsersTab.tsx';
import { WebhooksTab } from './webhooks/WebhooksTab.tsx';

// The Protokoll (issue 13) is beyond the spec's four tabs; its label lives with its own texts.
const TAB_LABELS = {
  ...adminTexts.tabs,
  protokoll: adminAuditTexts.tab,
  aufbewahrung: retentionTexts.tab,
  antwortvorlagen: replyTexts.admin.tab,
  einwilligungen: consentAdminTexts.tab,
  webhooks: webhooksAdminTexts.tab,
  team: practiceTeamTexts.tab,
  einstellungen: practiceSettingsTexts.tab,
};
type AdminTab = keyof typeof TAB_LABELS;
/** A platform admin's tabs: each practice's settings are in the Mandanten dialog, its staff under Benutzer. */
const PLATFORM_TABS: AdminTab[] = [
  'benutzer',
  'mandanten',
  'anfragen',
  'mitgliedschaften',
  'protokoll',
  'aufbewahrung',
  'antwortvorlagen',
  'einwilligungen',
  'webhooks',
];
/** A Praxisinhaber:in's administration of their practices (issue 44): nothing of the platform's. */
const OWNER_TABS: AdminTab[] = [
  'team',
  'einstellungen',
  'antwortvorlagen',
  'einwilligungen',
  'webhooks',
  'aufbewahrung',
  'protokoll',
];

/** /admin: the tabs of the user's part; the chosen one is in the address (?tab=…), so a reload keeps it. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const { isAdmin } = usePracticeAccess();
  const values = isAdmin ? PLATFORM_TABS : OWNER_TABS;
  const first = values[0]!;
  const requested = params.get('tab') as AdminTab | null;
  const tab: AdminTab = requested && values.includes(requested) ? requested : first;
  const panels: Record<AdminTab, React.ReactNode> = {
    benutzer: <UsersTab />,
    mandanten: <TenantsTab />,
    anfragen: <RequestsTab />,
    mitgliedschaften: <MembershipsTab />,
    protokoll: <AuditTab />,
    aufbewahrung: <RetentionTab />,
    antwortvorlagen: <ReplyTemplatesTab />,
    einwilligungen: <ConsentDocumentsTab />,
    webhooks: <WebhooksTab />,
    team: <TeamTab />,
    einstellungen: <PracticeSettingsTab />,
  };
  const tabs: TabItem<AdminTab>[] = values.map((value) => ({
    value,
    label: TAB_LABELS[value],
    panel: panels[value],
  }));
  return (
    <>
      <PageHeader title={layoutTexts.pages.admin} />
      <Tabs
        label={adminTexts.tabsLabel}
        tabs={tabs}
        value={tab}
        onChange={(next) => setParams(next === first ? {} : { tab: next }, { replace: true })}
      />
    </>
  );
}
