// A practice's five reply templates: its saved ones, the built-in text for the others (issue 28).
import { and, eq, sql } from 'drizzle-orm';
import { BUILT_IN_REPLY_TEMPLATES } from '../../common/replies/builtInTemplates.ts';
import type { ReplyTemplate, ReplyTemplatesResponse } from '../../common/replies/replySchemas.ts';
import {
  REPLY_TEMPLATE_LABELS,
  REPLY_TEMPLATE_VALUES,
  type ReplyTemplateKind,
} from '../../common/replies/replyTemplateKinds.ts';
import { parseReceptionConfig } from '../../common/tenantConfig.ts';
import { replyTexts } from '../../common/texts/replies.ts';
import type { Db } from '../db/connect.ts';
import { replyTemplates, tenantSettings } from '../db/schema.ts';
import { errors } from '../errors.ts';

export const replyTenantNotFound = () => errors.notFound(replyTexts.errors.tenantNotFound);

/** The practice (not one being deleted) with the name its replies carry, or 404. */
export async function findReplyTenant(db: Db, tenantId: string): Promise<ReplyTemplatesResponse['tenant']> {
  const [tenant] = await db
    .select({ id: tenantSettings.id, name: tenantSettings.name, config: tenantSettings.config })
    .from(tenantSettings)
    .where(and(eq(tenantSettings.id, tenantId), sql`not (${tenantSettings.config} ? 'deletion')`));
  if (!tenant) throw replyTenantNotFound();
  return {
    id: tenant.id,
    name: tenant.name,
    practice_name: parseReceptionConfig(tenant.config, tenant.name).companyName,
  };
}

/** All five, in the order of REPLY_TEMPLATE_VALUES. */
export async function loadReplyTemplates(db: Db, tenantId: string): Promise<ReplyTemplate[]> {
  const saved = await db
    .select({
      kind: replyTemplates.kind,
      subject: replyTemplates.subject,
      body: replyTemplates.body,
      updatedAt: replyTemplates.updatedAt,
    })
    .from(replyTemplates)
    .where(eq(replyTemplates.tenantId, tenantId));
  const byKind = new Map(saved.map((row) => [row.kind, row]));
  return REPLY_TEMPLATE_VALUES.map((kind) => {
    const own = byKind.get(kind);
    const text = own ?? BUILT_IN_REPLY_TEMPLATES[kind];
    return {
      kind,
      label: REPLY_TEMPLATE_LABELS[kind],
      subject: text.subject,
      body: text.body,
      custom: Boolean(own),
      updated_at: own ? own.updatedAt.toISOString() : null,
    };
  });
}

/** One template's text as replies use it. */
export async function replyTemplateText(db: Db, tenantId: string, kind: ReplyTemplateKind) {
  const [own] = await db
    .select({ subject: replyTemplates.subject, body: replyTemplates.body })
    .from(replyTemplates)
    .where(and(eq(replyTemplates.tenantId, tenantId), eq(replyTemplates.kind, kind)));
  return own ?? BUILT_IN_REPLY_TEMPLATES[kind];
}

export async function replyTemplatesAnswer(db: Db, tenantId: string): Promise<ReplyTemplatesResponse> {
  const tenant = await findReplyTenant(db, tenantId);
  return { tenant, templates: await loadReplyTemplates(db, tenant.id) };
}
