import { ArrowLeft, CircleCheck, CircleDashed, FileDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { detailFormTypeLabel, detailTitle } from '../../../common/submission/detailDisplay.ts';
import { LANGUAGE_INFO } from '../../../common/texts/patient/languages.ts';
import { submissionTexts } from '../../../common/texts/submission.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button, buttonClasses } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { FhirExportButton } from './FhirExportButton.tsx';
import type { StaffActions } from './types.ts';
import type { SubmissionAccess } from './useSubmissionAccess.ts';

const texts = submissionTexts;

interface DetailHeaderProps {
  /** The fields the header shows (the magic-link view passes its own, narrower answer). */
  submission: Pick<
    SubmissionDetail,
    'id' | 'form_type' | 'created_at' | 'tenants' | 'is_processed' | 'form_data' | 'patient_language'
  >;
  /** Absent in read-only mode: no process, back, delete or export. */
  staff?: StaffActions;
  /** With staff: whether the user's role offers export and delete (issue 44). */
  access?: Pick<SubmissionAccess, 'exportFiles' | 'delete'>;
}

/** Heading (the card's name rules, else "Einreichung #id"), subline, status and the staff's actions. */
export function DetailHeader({ submission, staff, access }: DetailHeaderProps) {
  const title = detailTitle(submission);
  // The tab title (and so the browser history) names the request by its reference number, not the patient.
  useDocumentTitle(texts.documentTitle(referenceNumber(submission.id)));
  const [confirmDelete, setConfirmDelete] = useState(false);

  return (
    <header className="flex flex-col gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{title}</h1>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <span data-testid="detail-form-type" className="font-medium text-slate-800">
            {detailFormTypeLabel(submission.form_type)}
          </span>
          <span aria-hidden="true">·</span>
          <span>
            <span className="sr-only">{texts.receivedAt} </span>
            <time dateTime={submission.created_at}>{formatGermanDateTime(submission.created_at)}</time>
          </span>
          <span aria-hidden="true">·</span>
          <span>
            {texts.referenceNumber}{' '}
            <span data-testid="reference-number" className="font-mono text-slate-800">
              {referenceNumber(submission.id)}
            </span>
          </span>
          {submission.patient_language && (
            <>
              <span aria-hidden="true">·</span>
              <span data-testid="patient-language">
                {texts.patientLanguage(LANGUAGE_INFO[submission.patient_language].germanName)}
              </span>
            </>
          )}
          <span aria-hidden="true">·</span>
          <span>
            <span className="sr-only">{texts.practice}: </span>
            {submission.tenants.name}
          </span>
          <span data-testid="processed-status">
            <Badge tone={submission.is_processed ? 'success' : 'warning'}>
              {submission.is_processed ? texts.status.processed : texts.status.unprocessed}
            </Badge>
          </span>
        </p>
      </div>

      {staff && (
        <div className="flex flex-wrap items-center gap-2">
          <Link to={staff.backTo} className={buttonClasses('secondary')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {texts.actions.back}
          </Link>
          <Button
            variant={submission.is_processed ? 'secondary' : 'primary'}
            onClick={staff.onToggleProcessed}
            loading={staff.processedPending}
            icon={
              submission.is_processed ? (
                <CircleDashed aria-hidden="true" className="size-4" />
              ) : (
                <CircleCheck aria-hidden="true" className="size-4" />
              )
            }
          >
            {submission.is_processed ? texts.actions.markUnprocessed : texts.actions.markProcessed}
          </Button>
          {access?.exportFiles && (
            <>
              <Button
                variant="secondary"
                onClick={staff.onExportPdf}
                loading={staff.exportPending}
                icon={<FileDown aria-hidden="true" className="size-4" />}
              >
                {texts.actions.exportPdf}
              </Button>
              <FhirExportButton submissionId={submission.id} />
            </>
          )}
          {access?.delete && (
            <>
              <Button
                variant="danger"
                onClick={() => setConfirmDelete(true)}
                icon={<Trash2 aria-hidden="true" className="size-4" />}
              >
                {texts.actions.delete}
              </Button>
              <ConfirmDialog
                open={confirmDelete}
                onOpenChange={setConfirmDelete}
                title={texts.deleteDialog.title}
                description={texts.deleteDialog.description}
                confirmLabel={texts.deleteDialog.confirm}
                cancelLabel={texts.deleteDialog.cancel}
                loading={staff.deletePending}
                onConfirm={() => staff.onDelete(() => setConfirmDelete(false))}
              />
            </>
          )}
        </div>
      )}
    </header>
  );
}
