import { useSearchParams } from 'react-router';
import { adminTexts } from '../../../common/texts/admin.ts';
import { adminAuditTexts } from '../../../common/texts/adminAudit.ts';
import { consentAdminTexts } from '../../../common/texts/consentAdmin.ts';
import { layoutTexts } from '../../../common/texts/layout.ts';
import { replyTexts } from '../../../common/texts/replies.ts';
import { retentionTexts } from '../../../common/texts/retention.ts';
import { webhooksAdminTexts } from '../../../common/texts/webhooksAdmin.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { type TabItem, Tabs } from '../../components/Tabs.tsx';
import { AuditTab } from './audit/AuditTab.tsx';
import { ConsentDocumentsTab } from './consent/ConsentDocumentsTab.tsx';
import { MembershipsTab } from './memberships/MembershipsTab.tsx';
import { RequestsTab } from './RequestsTab.tsx';
import { ReplyTemplatesTab } from './replyTemplates/ReplyTemplatesTab.tsx';
import { RetentionTab } from './retention/RetentionTab.tsx';
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
};
type AdminTab = keyof typeof TAB_LABELS;
const TAB_VALUES = Object.keys(TAB_LABELS) as AdminTab[];

/** /admin: five tabs; the chosen one is in the address (?tab=…), so a reload or a link keeps it. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as AdminTab | null;
  const tab: AdminTab = requested && TAB_VALUES.includes(requested) ? requested : 'benutzer';
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
  };
  const tabs: TabItem<AdminTab>[] = TAB_VALUES.map((value) => ({
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
        onChange={(next) => setParams(next === 'benutzer' ? {} : { tab: next }, { replace: true })}
      />
    </>
  );
}
