// POST /functions/v1/sendMail (spec 001 §7 "resend e-mail", issue 10): resends the notification of one
// submission to the practice's recipients, with a new magic link and code. Its answers are not our usual error
// shape ({success:false, message, errorCode}), so it is called here rather than through apiRequest.
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { reportUnauthorized } from '../../api/client.ts';

const texts = submissionTexts.resend;

export const SEND_MAIL_PATH = '/functions/v1/sendMail';
/** Spec 001 §4, §9: after a successful resend the page reloads once 3000 ms have passed. */
export const RESEND_RELOAD_MS = 3_000;
export const NO_RECIPIENTS = 'NO_RECIPIENTS';

export type ResendResult = { ok: true; message: string } | { ok: false; message: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Never throws: every outcome is a German message to show (the server's own first, spec 001 §8). */
export async function resendMail(
  submission: Pick<SubmissionDetail, 'id' | 'tenant_id'>,
): Promise<ResendResult> {
  let response: Response;
  try {
    response = await fetch(SEND_MAIL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        submissionId: submission.id,
        tenantId: submission.tenant_id,
        includeMagicLink: true,
      }),
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: texts.failed };
  }
  if (response.status === 401) reportUnauthorized();
  const payload = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;

  if (response.ok && payload.success === true) {
    return { ok: true, message: text(payload.message) ?? texts.success };
  }
  if (payload.errorCode === NO_RECIPIENTS) return { ok: false, message: texts.noRecipients };
  return { ok: false, message: text(payload.message) ?? text(payload.error) ?? texts.failed };
}
