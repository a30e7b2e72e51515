// A reply of the request's history as staff see it: the explicit field list, subject and text opened with the
// practice's key (null when that fails, never the ciphertext).
import type { ReplyEntry } from '../../../common/replies/replySchemas.ts';
import type { submissionReplies } from '../../db/schema.ts';
import type { CryptoService } from '../../services/crypto.ts';

export type ReplyRow = typeof submissionReplies.$inferSelect & { authorName: string | null };

export async function presentReply(crypto: CryptoService, row: ReplyRow): Promise<ReplyEntry> {
  const [subject, body] = await Promise.all([
    crypto.decryptText(row.tenantId, row.subject),
    crypto.decryptText(row.tenantId, row.body),
  ]);
  return {
    id: row.id,
    template: row.template,
    subject: subject.ok ? subject.value : null,
    body: body.ok ? body.value : null,
    status: row.status,
    attempts: row.attempts,
    error_message: row.errorMessage,
    author: row.authorId && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  };
}
