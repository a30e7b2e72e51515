import { useParams, useSearchParams } from 'react-router';
import { magicLinkTexts } from '../../../common/texts/magicLink.ts';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { SubmissionDetailView } from '../submission/SubmissionDetailView.tsx';
import { AccessDenied } from './AccessDenied.tsx';
import { GrantBanner } from './GrantBanner.tsx';
import { MagicLinkShell } from './MagicLinkShell.tsx';
import { linkErrorMessage, offersCode } from './messages.ts';
import { useLinkVerification } from './useLinkVerification.ts';

/**
 * /submission/{id}?token=… — the magic-link read-only view (spec 002 §2, §4): public, outside the back
 * office's layout, no login redirect. Loading, then the submission read-only (access level magiclink) or
 * "Zugriff verweigert" with the 6-digit code as an alternative.
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
  const { state, verifyCode } = useLinkVerification(id, token);

  if (state.status === 'missing') {
    return (
      <MagicLinkShell>
        <AccessDenied message={magicLinkTexts.missing} onVerifyCode={id ? verifyCode : undefined} />
      </MagicLinkShell>
    );
  }
  if (state.status === 'checking') return <Checking />;
  if (state.kind === 'granted') {
    const { submission, email } = state;
    return (
      <MagicLinkShell practice={submission.tenants.name} wide>
        <GrantBanner email={email} submissionId={submission.id} />
        <SubmissionDetailView
          submission={submission}
          readOnly
          anamneseUnavailable={magicLinkTexts.granted.anamneseNotIncluded}
        />
      </MagicLinkShell>
    );
  }
  if (state.kind === 'failed') {
    return (
      <MagicLinkShell>
        <AccessDenied message={magicLinkTexts.code.failed} onVerifyCode={verifyCode} offerRetry />
      </MagicLinkShell>
    );
  }
  return (
    <MagicLinkShell>
      <AccessDenied
        message={linkErrorMessage(state.code)}
        onVerifyCode={offersCode(state.code) ? verifyCode : undefined}
      />
    </MagicLinkShell>
  );
}

function Checking() {
  useDocumentTitle(magicLinkTexts.documentTitle.loading);
  return (
    <MagicLinkShell wide>
      <div data-testid="magic-link-loading" className="flex flex-col gap-6">
        <div aria-hidden="true" className="flex flex-col gap-2">
          <div className="h-7 w-2/3 max-w-sm rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-4 w-1/2 max-w-xs rounded bg-slate-100 motion-safe:animate-pulse" />
        </div>
        <SkeletonRows rows={3} label={magicLinkTexts.loading} />
      </div>
    </MagicLinkShell>
  );
}
