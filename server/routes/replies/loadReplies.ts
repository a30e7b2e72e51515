// A request's replies, newest first, with their authors' names.
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { ReplyEntry } from '../../../common/replies/replySchemas.ts';
import type { Db } from '../../db/connect.ts';
import { submissionReplies, users } from '../../db/schema.ts';
import type { CryptoService } from '../../services/crypto.ts';
import { presentReply } from './presentReply.ts';

/** More than any request gets answered; the newest ones. */
const HISTORY_LIMIT = 100;

export async function loadReplyHistory(
  deps: { db: Db; crypto: CryptoService },
  submission: { id: string; tenantId: string },
): Promise<ReplyEntry[]> {
  const rows = await deps.db
    .select({ ...getTableColumns(submissionReplies), authorName: users.fullName })
    .from(submissionReplies)
    .leftJoin(users, eq(users.id, submissionReplies.authorId))
    .where(
      and(
        eq(submissionReplies.submissionId, submission.id),
        eq(submissionReplies.tenantId, submission.tenantId),
      ),
    )
    .orderBy(desc(submissionReplies.createdAt), desc(submissionReplies.id))
    .limit(HISTORY_LIMIT);
  return Promise.all(rows.map((row) => presentReply(deps.crypto, row)));
}
