import { Keyboard } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { DetailLoadError, DetailNotFound, DetailSkeleton } from './DetailStates.tsx';
import { ResendMailButton, ResendMailNotice } from './ResendMail.tsx';
import { SubmissionDetailView } from './SubmissionDetailView.tsx';
import { useTranslationView } from './translation/useTranslationView.ts';
import { useAiActions } from './useAiActions.ts';
import { useDashboardContext } from './useDashboardContext.ts';
import { usePanelsReady } from './usePanelsReady.ts';
import { useResendMail } from './useResendMail.ts';
import { useShortcutKeys } from './useShortcutKeys.ts';
import { useStaffActions } from './useStaffActions.ts';
import { useSubmissionAccess } from './useSubmissionAccess.ts';
import { isNotFound, useSubmissionQueries } from './useSubmissionQueries.ts';

/** /submissions/:id — the staff's detail screen (spec 001 §2.1–§2.2). */
export function SubmissionPage() {
  const { id = '' } = useParams();
  // A new id starts with fresh state (mutations, toggles, dialogs), e.g. after j/k.
  return <SubmissionScreen key={id} id={id} />;
}

function SubmissionScreen({ id }: { id: string }) {
  const { validId, detail, anamnese } = useSubmissionQueries(id);
  const dashboard = useDashboardContext(id);
  const submission = detail.data;
  const staff = useStaffActions(submission, dashboard.backTo);
  const access = useSubmissionAccess(submission?.tenant_id);
  const ai = useAiActions(submission, anamnese.data);
  const resend = useResendMail(submission);
  const translation = useTranslationView(submission);
  const panelsReady = usePanelsReady(
    id,
    validId,
    submission !== undefined && (!submission.has_anamnese || !access.readClinical || !anamnese.isPending),
    access.readClinical,
  );

  // A block body: in current browsers scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  useShortcutKeys({ j: () => void dashboard.next(), k: () => void dashboard.previous() });

  if (!validId || isNotFound(detail.error)) return <DetailNotFound backTo={dashboard.backTo} />;
  if (!submission) {
    if (detail.isError)
      return (
        <DetailLoadError
          backTo={dashboard.backTo}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      );
    return <DetailSkeleton />;
  }

  return (
    <SubmissionDetailView
      submission={submission}
      anamnese={anamnese.data}
      anamneseLoad={{
        loading: anamnese.isPending,
        error: anamnese.error ? anamnese.error.message : null,
        onRetry: () => void anamnese.refetch(),
        retrying: anamnese.isFetching,
      }}
      staff={staff.actions}
      access={access}
      panelsReady={panelsReady}
      ai={access.readClinical ? ai : undefined}
      translation={translation}
      resendSlot={<ResendMailButton state={resend.state} onConfirm={resend.send} />}
      emailNotice={<ResendMailNotice state={resend.state} />}
      alert={staff.alert}
      onDismissAlert={staff.dismissAlert}
      success={staff.success}
      footer={
        dashboard.known && (
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <Keyboard aria-hidden="true" className="size-4" />
            {submissionTexts.shortcuts.hint}
          </p>
        )
      }
    />
  );
}
