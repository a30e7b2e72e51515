// An admin saves a practice's own text for one reply template, or goes back to the built-in one ("Standard
// wiederherstellen"). Templates are the practice's wording, not patient data; the audit row still names only
// the kind and the lengths.
import { and, eq, sql } from 'drizzle-orm';
import type { ReplyTemplateBody } from '../../common/replies/replySchemas.ts';
import type { ReplyTemplateKind } from '../../common/replies/replyTemplateKinds.ts';
import { replyTexts } from '../../common/texts/replies.ts';
import type { Actor } from '../auth/actor.ts';
import type { Db } from '../db/connect.ts';
import { replyTemplates } from '../db/schema.ts';
import { authorize } from '../policies/policy.ts';
import { findReplyTenant } from '../queries/replyTemplates.ts';
import { audit } from '../services/audit.ts';

export async function saveReplyTemplate(
  db: Db,
  actor: Actor,
  input: { tenantId: string; kind: ReplyTemplateKind; text: ReplyTemplateBody },
) {
  authorize(actor, 'practice.manage', input, replyTexts.errors.tenantNotFound);
  const tenant = await findReplyTenant(db, input.tenantId);
  const { subject, body } = input.text;
  await db.transaction(async (tx) => {
    await tx
      .insert(replyTemplates)
      .values({ tenantId: tenant.id, kind: input.kind, subject, body, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [replyTemplates.tenantId, replyTemplates.kind],
        set: { subject, body, updatedBy: actor.id, updatedAt: sql`now()` },
      });
    await audit(tx, {
      actor: { kind: 'user', id: actor.id },
      action: 'reply_template.save',
      tenantId: tenant.id,
      target: { type: 'reply_template', id: input.kind },
      details: { kind: input.kind, subject_length: subject.length, body_length: body.length },
    });
  });
}

export async function resetReplyTemplate(
  db: Db,
  actor: Actor,
  input: { tenantId: string; kind: ReplyTemplateKind },
) {
  authorize(actor, 'practice.manage', input, replyTexts.errors.tenantNotFound);
  const tenant = await findReplyTenant(db, input.tenantId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(replyTemplates)
      .where(and(eq(replyTemplates.tenantId, tenant.id), eq(replyTemplates.kind, input.kind)))
      .returning({ kind: replyTemplates.kind });
    // Already the built-in text: nothing changed, nothing to record.
    if (removed.length === 0) return;
    await audit(tx, {
      actor: { kind: 'user', id: actor.id },
      action: 'reply_template.reset',
      tenantId: tenant.id,
      target: { type: 'reply_template', id: input.kind },
      details: { kind: input.kind },
    });
  });
}
