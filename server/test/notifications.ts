// Helpers for the notification tests: the job handlers as the workers run them, recipients, a patient request.
import { eq } from 'drizzle-orm';
import type { MailDeps } from '../commands/notificationMail.ts';
import { scoreSubmissions } from '../commands/scoreSubmissions.ts';
import { emailLogs, notificationDeliveries, tenantSettings } from '../db/schema.ts';
import { publicUrl } from '../env.ts';
import type { JobContext } from '../jobs/defineJob.ts';
import { jobDefinitions } from '../jobs/registry.ts';
import { createMailer } from '../services/mail/mailer.ts';
import { createRequest } from './detail.ts';
import { makeTenant } from './factories.ts';
import { validContact } from './intake.ts';
import { freshAddresses } from './mailServer.ts';
import type { TestContext } from './testContext.ts';

export const mailDepsOf = (ctx: TestContext): MailDeps => ({
  database: ctx.database,
  crypto: ctx.crypto,
  keyedHash: ctx.keyedHash,
  mailer: createMailer(ctx.env),
  publicUrl: publicUrl(ctx.env),
});

/** A registered job's handler of this context, called as a worker would on the given attempt. */
export function jobHandler(ctx: TestContext, id: 'notify-submission' | 'spam-digest') {
  const definition = jobDefinitions({ ...ctx, env: ctx.env }).find((d) => d.id === id);
  const ctxOf = (attempt: number): JobContext => ({ jobId: `test-${attempt}`, attempt, log: () => {} });
  if (definition?.handler) {
    const handler = definition.handler;
    return (payload: object, attempt = 1) => handler(payload, ctxOf(attempt));
  }
  if (!definition?.batchHandler) throw new Error(`${id} has no handler`);
  const batchHandler = definition.batchHandler;
  // A fetch of one job; its failure thrown as the worker would record it.
  return async (payload: object, attempt = 1) => {
    const [failure] = await batchHandler([{ payload, ctx: ctxOf(attempt) }]);
    if (failure) throw failure;
  };
}

export async function setRecipients(ctx: TestContext, tenantId: string, recipients: string[]) {
  await ctx.db
    .update(tenantSettings)
    .set({ emailRecipients: recipients })
    .where(eq(tenantSettings.id, tenantId));
}

/** What the patient typed: none of it may reach a notification. */
export const PATIENT = {
  name: 'Jürgen Weiß',
  email: 'juergen.weiss@patient-post.test',
  phone: '0171 9876543',
  marker: 'Wendeltreppenmarker',
};

/** A reception question as the online reception sends it. */
export const patientRequest = (ctx: TestContext, tenantSlug: string, extra: Record<string, unknown> = {}) =>
  createRequest(
    ctx,
    tenantSlug,
    {
      ...validContact,
      type: 'question',
      name: PATIENT.name,
      email: PATIENT.email,
      phone: PATIENT.phone,
      message: `Seit drei Wochen habe ich Schmerzen im linken Knie beim Treppensteigen (${PATIENT.marker}). Haben Sie nächste Woche einen Termin frei?`,
    },
    extra,
  );

/** A practice with `recipients` fresh addresses. */
export async function practiceWithRecipients(
  ctx: TestContext,
  recipients: number,
  options: Parameters<typeof makeTenant>[1] = {},
) {
  const tenant = await makeTenant(ctx, options);
  const addresses = freshAddresses(recipients);
  await setRecipients(ctx, tenant.id, addresses);
  return { tenant, addresses };
}

/** A patient's request, scored by the real spam pipeline. */
export async function scoredRequest(
  ctx: TestContext,
  tenantSlug: string,
  extra: Record<string, unknown> = {},
) {
  const { submissionId } = await patientRequest(ctx, tenantSlug, extra);
  await scoreSubmissions(ctx, [submissionId]);
  return submissionId;
}

export const logsOf = (ctx: TestContext, id: string) =>
  ctx.db.select().from(emailLogs).where(eq(emailLogs.submissionId, id));
export const deliveriesOf = (ctx: TestContext, id: string) =>
  ctx.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.submissionId, id));
