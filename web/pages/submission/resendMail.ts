// POST /functions/v1/sendMail (spec 001 §7 "resend e-mail", issue 10): resends the notification of one
// submission to the practice's recipients, with a new magic link and code. Its error answers carry the usual
// {error, errorCode} (and the spec's `message`, which is the same text), so apiRequest reads them.
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { ApiError, NETWORK_ERROR_CODE, UNEXPECTED_RESPONSE_CODE } from '../../api/ApiError.ts';
import { apiRequest } from '../../api/client.ts';

const texts = submissionTexts.resend;

export const SEND_MAIL_PATH = '/functions/v1/sendMail';
/** Spec 001 §4, §9: after a successful resend the page reloads once 3000 ms have passed. */
export const RESEND_RELOAD_MS = 3_000;
export const NO_RECIPIENTS = 'NO_RECIPIENTS';

export type ResendResult = { ok: true; message: string } | { ok: false; message: string };

/** Never throws: every outcome is a German message to show (the server's own first, spec 001 §8). */
export async function resendMail(
  submission: Pick<SubmissionDetail, 'id' | 'tenant_id'>,
): Promise<ResendResult> {
  try {
    const result = await apiRequest<{ success: true; message?: string }>(SEND_MAIL_PATH, {
      method: 'POST',
      body: { submissionId: submission.id, tenantId: submission.tenant_id, includeMagicLink: true },
    });
    return { ok: true, message: result.message?.trim() || texts.success };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, message: texts.failed };
    if (error.errorCode === NO_RECIPIENTS) return { ok: false, message: texts.noRecipients };
    const ours = error.errorCode === NETWORK_ERROR_CODE || error.errorCode === UNEXPECTED_RESPONSE_CODE;
    return { ok: false, message: ours ? texts.failed : error.message };
  }
}
