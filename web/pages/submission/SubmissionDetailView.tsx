import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AnamneseDetail, SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { isAnamneseSubmission, readableFormData } from '../../../common/submission/detailDisplay.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { prescriptionFileUrl } from '../../api/submissionDetail.ts';
import { Alert } from '../../components/Alert.tsx';
import { SkeletonRows } from '../../components/Skeleton.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { AnamneseCard } from './AnamneseCard.tsx';
import { ClinicalPartWithheld } from './ClinicalPartWithheld.tsx';
import { ConsentSection } from './consent/ConsentSection.tsx';
import { DataExportPanel } from './DataExportPanel.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { EmailLogSection, EmailNotificationSection } from './EmailSection.tsx';
import { FormDataSection } from './FormDataSection.tsx';
import { GeneratedTextSection } from './GeneratedTextSection.tsx';
import { PrescriptionFileSection } from './PrescriptionFileSection.tsx';
import { RetentionSection } from './RetentionSection.tsx';
import { ReplyPanel } from './reply/ReplyPanel.tsx';
import { SpamBanner, SpamSection } from './SpamSection.tsx';
import { TranslationPanel } from './translation/TranslationPanel.tsx';
import type { TranslationView } from './translation/types.ts';
import type { AiActions, AnamneseLoadState, StaffActions } from './types.ts';
import type { SubmissionAccess } from './useSubmissionAccess.ts';
import { WorkflowPanel } from './workflow/WorkflowPanel.tsx';

export interface SubmissionDetailViewProps {
  submission: SubmissionDetail;
  /** The anamnese and its latest summary; undefined while loading or when not loaded. */
  anamnese?: AnamneseDetail;
  anamneseLoad?: AnamneseLoadState;
  /** The staff's actions: process, back, delete, export and the spam management. */
  staff: StaffActions;
  /** What the user's role in the request's practice allows (issue 44): only that is offered. */
  access: SubmissionAccess;
  /**
   * False while the staff panels and the anamnese get their first answers: everything below the request shows
   * as one placeholder until then, so no section moves under the pointer as they arrive (issue 26).
   */
  panelsReady: boolean;
  /** AI generation; without it no generate buttons show. */
  ai?: AiActions;
  /** The machine translation of a request in another language. */
  translation?: TranslationView;
  /** The resend button, shown in E-Mail-Benachrichtigung. */
  resendSlot?: ReactNode;
  /** The outcome of a resend, shown in E-Mail-Benachrichtigung. */
  emailNotice?: ReactNode;
  /** An error of the last staff action (spec 001 §8), shown as a banner; dismissable. */
  alert?: string | null;
  onDismissAlert?: () => void;
  /** A short confirmation of the last action (role="status"). */
  success?: string | null;
  /** Below everything, e.g. the keyboard shortcut hint. */
  footer?: ReactNode;
}

/**
 * The staff's whole detail of one submission from data the page loaded; its panels (consents, workflow, replies,
 * retention, export) ask for their own. The magic-link view has a component of its own
 * (web/pages/magicLink/MagicLinkSubmissionView.tsx) and shares only sections.
 */
export function SubmissionDetailView({
  submission,
  anamnese,
  anamneseLoad,
  staff,
  access,
  panelsReady,
  ai,
  translation,
  resendSlot,
  emailNotice,
  alert,
  onDismissAlert,
  success,
  footer,
}: SubmissionDetailViewProps) {
  const urls = {
    inline: prescriptionFileUrl(submission.id),
    download: prescriptionFileUrl(submission.id, true),
  };
  const translated = translation?.translation?.fields;

  return (
    <div className="flex min-w-0 flex-col gap-6" data-testid="submission-detail">
      <DetailHeader submission={submission} staff={staff} access={access} />

      <StatusMessage message={success} />
      {alert && (
        <div className="relative">
          <Alert>{alert}</Alert>
          {onDismissAlert && (
            <button
              type="button"
              onClick={onDismissAlert}
              aria-label={submissionTexts.errors.dismiss}
              className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-focus"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      )}
      {submission.is_spam && <SpamBanner />}

      {/* Top-down as the work goes (issue 28): the patient and the request, then the actions, then the
          administrative panels. */}
      {translation && <TranslationPanel view={translation} />}
      <FormDataSection formData={readableFormData(submission)} translations={translated} />
      {submission.prescription_file && (
        <PrescriptionFileSection file={submission.prescription_file} urls={urls} />
      )}
      {!panelsReady ? (
        <SkeletonRows rows={3} label={submissionTexts.panelsLoading} />
      ) : (
        <>
          {access.readClinical ? (
            <>
              <ConsentSection submissionId={submission.id} />
              {isAnamneseSubmission(submission) && (
                <GeneratedTextSection
                  generatedText={submission.generated_text}
                  onGenerate={ai?.onGenerateText}
                  pending={ai?.textPending}
                  error={ai?.textError}
                />
              )}
              <AnamneseCard
                hasAnamnese={submission.has_anamnese}
                anamnese={anamnese}
                load={anamneseLoad}
                ai={ai}
                translations={translated}
              />
            </>
          ) : (
            <ClinicalPartWithheld />
          )}

          <WorkflowPanel submissionId={submission.id} />
          <ReplyPanel submission={submission} />

          <div className="grid min-w-0 gap-6 md:grid-cols-2">
            <SpamSection submission={submission} onSetSpam={staff.onSetSpam} pending={staff.spamPending} />
            <EmailNotificationSection submission={submission} resendSlot={resendSlot} notice={emailNotice} />
          </div>
          <EmailLogSection logs={submission.email_logs} />
          <RetentionSection submission={submission} canHold={access.retentionHold} />
          {access.dataExport && <DataExportPanel submission={submission} canDelete={access.delete} />}
        </>
      )}
      {footer}
    </div>
  );
}
