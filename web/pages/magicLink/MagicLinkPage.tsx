import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { GrantBanner } from './GrantBanner.tsx';
import { focusMain, MagicLinkShell } from './MagicLinkShell.tsx';
import { MagicLinkSubmissionView } from './MagicLinkSubmissionView.tsx';
import { linkErrorMessage, offersCode, offersRenewal } from './messages.ts';
import { OpenPrompt } from './OpenPrompt.tsx';
import { useLinkVerification } from './useLinkVerification.ts';

/**
 * /submission/{id}?token=… — the magic-link read-only view (spec 002 §2, §4): public, outside the back
 * office's layout, no login redirect. "Anfrage öffnen" first (rendering the page uses nothing up) with the
 * 6-digit code beside it, then the submission read-only (access level magiclink) or "Zugriff verweigert" with
 * the code as an alternative, and for a used or expired link „Neuen Link an diese Adresse senden“ (issue 28).
 */
export function MagicLinkPage() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  // Another link opened in the same tab starts over.
  return <MagicLinkView key={`${id ?? ''}:${token ?? ''}`} id={id} token={token} />;
}

interface MagicLinkViewProps {
  id: string | undefined;
  token: string | null;
}

function MagicLinkView({ id, token }: MagicLinkViewProps) {
  const { state, open, verifyCode, renew } = useLinkVerification(id, token);
  const done = state.status === 'done';

  // The button or form that asked is gone once the answer is shown: screen readers and keyboards start
  // again at the top of what replaced it.
  useEffect(() => {
    if (done) focusMain();
  }, [done]);

  if (state.status === 'missing') {
    return (
      <MagicLinkShell>
        <AccessDenied message={magicLinkTexts.missing} onVerifyCode={id ? verifyCode : undefined} />
      </MagicLinkShell>
    );
  }
  if (state.status !== 'done') {
    return (
      <MagicLinkShell>
        <OpenPrompt
          onOpen={() => void open()}
          pending={state.status === 'checking'}
          onVerifyCode={verifyCode}
        />
      </MagicLinkShell>
    );
  }
  if (state.kind === 'granted') {
    const { submission, email } = state;
    return (
      <MagicLinkShell practice={submission.tenants.name} wide>
        <GrantBanner email={email} submissionId={submission.id} />
        <MagicLinkSubmissionView submission={submission} />
      </MagicLinkShell>
    );
  }
  if (state.kind === 'failed') {
    return (
      <MagicLinkShell>
        <AccessDenied
          message={magicLinkTexts.code.failed}
          onVerifyCode={verifyCode}
          onRetry={() => void open()}
        />
      </MagicLinkShell>
    );
  }
  return (
    <MagicLinkShell>
      <AccessDenied
        message={linkErrorMessage(state.code)}
        onVerifyCode={offersCode(state.code) ? verifyCode : undefined}
        onRenew={offersRenewal(state.code, token) ? renew : undefined}
      />
    </MagicLinkShell>
  );
}
