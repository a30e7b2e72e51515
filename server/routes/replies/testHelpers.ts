// What the reply tests share: a practice with staff, a patient's request with an address of its own, the
// send-reply job's handler as a worker calls it, and the rows a reply leaves.
import { eq } from 'drizzle-orm';
import { auditLog, formSubmissions, submissionReplies } from '../../db/schema.ts';
import type { JobContext } from '../../jobs/defineJob.ts';
import { sendReplyJob } from '../../jobs/definitions/sendReply.ts';
import { createJobQueue } from '../../jobs/queue.ts';
import { jobDefinitions } from '../../jobs/registry.ts';
import { createRequest } from '../../test/detail.ts';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { validContact } from '../../test/intake.ts';
import { freshAddresses } from '../../test/mailServer.ts';
import type { TestContext } from '../../test/testContext.ts';

/** A practice with its reception e-mail set (the replies' Reply-To), a logged-in staff member and a stranger. */
export async function replyPractice(ctx: TestContext, config: Record<string, unknown> = {}) {
  const tenant = await makeTenant(ctx, {
    name: 'Physio Süd',
    config: { companyName: 'Physio Süd', email: 'kontakt@physio-sued.test', phone: '089 123456', ...config },
  });
  const staff = await makeUser(ctx, { tenantSlugs: [tenant.tenantId] });
  const other = await makeTenant(ctx);
  const stranger = await makeUser(ctx, { tenantSlugs: [other.tenantId] });
  return {
    tenant,
    other,
    staff,
    cookie: await loginCookie(ctx, staff.email),
    strangerCookie: await loginCookie(ctx, stranger.email),
  };
}

/** A patient's question, with a fresh address (the SMTP server's mails are told apart by it). */
export async function patientQuestion(ctx: TestContext, slug: string, extra: Record<string, unknown> = {}) {
  const [email] = freshAddresses(1, 'patient-post.test');
  const { submissionId } = await createRequest(ctx, slug, {
    ...validContact,
    name: 'Jürgen Weiß',
    email,
    ...extra,
  });
  return { id: submissionId, email: email! };
}

/**
 * A worker of the send-reply job only, on the context's database: the context's own workers would also score
 * every request (the spam model's first load alone takes seconds). The app wakes its own process's workers
 * after a commit; `wake` does that for this one. `logLines` collects what the worker logs.
 */
export async function startReplyWorker(ctx: TestContext, logLines?: string[]) {
  const write = (level: string) => (object: object, message?: string) =>
    logLines?.push(JSON.stringify({ level, ...object, message }));
  const log = { info: write('info'), warn: write('warn'), error: write('error') };
  const queue = createJobQueue({ executeSql: ctx.database.executeSql, log, schema: ctx.queue.schema });
  queue.register(...jobDefinitions({ ...ctx, env: ctx.env }).filter((d) => d.id === sendReplyJob.id));
  await queue.start();
  await queue.startWorkers();
  return { wake: () => queue.wake(sendReplyJob), stop: () => queue.stop() };
}

/** The send-reply handler of this context, called as a worker would on the given attempt. */
export function replyJob(ctx: TestContext) {
  const definition = jobDefinitions({ ...ctx, env: ctx.env }).find((d) => d.id === 'send-reply');
  if (!definition?.handler) throw new Error('send-reply has no handler');
  const handler = definition.handler;
  return (replyId: string, attempt: number) => {
    const jobCtx: JobContext = { jobId: `test-${attempt}`, attempt, log: () => {} };
    return handler({ replyId }, jobCtx);
  };
}

export const repliesOf = (ctx: TestContext, submissionId: string) =>
  ctx.db.select().from(submissionReplies).where(eq(submissionReplies.submissionId, submissionId));

export async function stateOf(ctx: TestContext, id: string) {
  const [row] = await ctx.db
    .select({ state: formSubmissions.workflowState, processed: formSubmissions.isProcessed })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id));
  return row;
}

export const auditsOf = (ctx: TestContext, targetId: string) =>
  ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
