import { missingLegalLinks } from '../../common/admin/legalLinks.ts';
import {
  parseNotificationSettings,
  type ReceptionConfig,
  receptionConfigSchema,
} from '../../common/tenantConfig.ts';
import { type DeletionProgress, deletionStateOf, progressOf } from '../commands/deleteTenant.ts';
import type { tenantSettings } from '../db/schema.ts';

type TenantRow = Pick<
  typeof tenantSettings.$inferSelect,
  'id' | 'tenantId' | 'name' | 'logoUrl' | 'createdAt'
>;

export const presentTenantSummary = (t: Pick<TenantRow, 'id' | 'tenantId' | 'name'>) => ({
  id: t.id,
  slug: t.tenantId,
  name: t.name,
});

export const presentTenant = (t: TenantRow) => ({
  ...presentTenantSummary(t),
  logo_url: t.logoUrl,
  created_at: t.createdAt.toISOString(),
});

/**
 * A row of the administration's list: a practice being deleted shows its old ID and how far it is; which legal
 * pages (privacy policy, imprint) its reception does not link is flagged to the admins.
 */
export function presentTenantOverview(t: TenantRow & Pick<typeof tenantSettings.$inferSelect, 'config'>) {
  const deletion = deletionStateOf(t.config);
  const progress = deletion ? progressOf(t.id, deletion) : null;
  return {
    ...presentTenant(t),
    slug: progress?.slug ?? t.tenantId,
    deletion: progress ? { status: progress.status, percent: progress.percent } : null,
    missing_legal_links: missingLegalLinks(t.config),
  };
}

/** The stored reception fields as the edit form shows them: defaults for what is missing, no name fallback. */
function editableConfig(stored: unknown): ReceptionConfig {
  const parsed = receptionConfigSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : receptionConfigSchema.parse({});
}

/** Everything the edit dialog needs; the wrapped data key and internal keys of the config stay inside. */
export const presentTenantSettings = (
  t: TenantRow &
    Pick<
      typeof tenantSettings.$inferSelect,
      'emailRecipients' | 'domains' | 'config' | 'updatedAt' | 'receptionSeesAnamnese'
    >,
) => ({
  ...presentTenant(t),
  email_recipients: t.emailRecipients,
  domains: t.domains,
  config: editableConfig(t.config),
  notifications: parseNotificationSettings(t.config),
  reception_sees_anamnese: t.receptionSeesAnamnese,
  updated_at: t.updatedAt.toISOString(),
});

export const presentDeletion = (p: DeletionProgress) => ({
  tenant_id: p.tenantId,
  status: p.status,
  percent: p.percent,
  slug: p.slug,
  name: p.name,
  requested_at: p.requestedAt,
  finished_at: p.finishedAt,
  counts: p.counts,
});
