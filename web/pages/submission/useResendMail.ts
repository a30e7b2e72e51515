import { useEffect, useState } from 'react';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { RESEND_RELOAD_MS, type ResendResult, resendMail } from './resendMail.ts';

export type ResendState = { status: 'idle' } | { status: 'sending' } | ({ status: 'done' } & ResendResult);

/**
 * The resend of the E-Mail-Benachrichtigung section (staff only): sends, keeps the outcome to show, and after
 * a success reloads the page once 3 s have passed (spec 001 §4, §9), so the new e-mail log rows show.
 */
export function useResendMail(submission: SubmissionDetail | undefined) {
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const succeeded = state.status === 'done' && state.ok;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => window.location.reload(), RESEND_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  async function send() {
    if (!submission || state.status === 'sending' || succeeded) return;
    setState({ status: 'sending' });
    setState({ status: 'done', ...(await resendMail(submission)) });
  }

  return {
    state,
    send: () => void send(),
    dismiss: () => setState({ status: 'idle' }),
  };
}
