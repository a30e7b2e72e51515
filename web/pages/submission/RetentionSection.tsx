import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatGermanDateTime } from '../../../common/dashboard/submissionDisplay.ts';
import { HOLD_REASON_MAX, type SubmissionRetention, splitPeriod } from '../../../common/retention.ts';
import type { SubmissionDetail } from '../../../common/schemas/submissionDetail.ts';
import { periodLabel, retentionTexts } from '../../../common/texts/retention.ts';
import { isApiError } from '../../api/ApiError.ts';
import { apiRequest } from '../../api/client.ts';
import { submissionDetailKeys } from '../../api/queryKeys.ts';
import { Alert } from '../../components/Alert.tsx';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { StatusMessage } from '../../components/StatusMessage.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { Section } from './Section.tsx';

const texts = retentionTexts.detail;
const dayOf = (iso: string) => formatGermanDateTime(iso).split(' ')[0] ?? '';

const holdUrl = (id: string) => `/api/submissions/${encodeURIComponent(id)}/retention-hold`;

function statusLine(retention: SubmissionRetention): string {
  if (retention.hold)
    return texts.heldSince(dayOf(retention.hold.held_at), retention.hold.reason ?? texts.reasonUnreadable);
  return retention.delete_on ? texts.deleteOn(dayOf(retention.delete_on)) : texts.notAutomatic;
}

/**
 * "Aufbewahrung" on the staff detail screen: when the daily run deletes this submission, and the hold. The
 * server's answer goes into the detail's query cache, like the other staff actions (useStaffActions).
 */
export function RetentionSection({
  submission,
  canHold,
}: {
  submission: SubmissionDetail;
  /** Whether the user's role may hold and release (issue 44); without it the section only tells. */
  canHold: boolean;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const formId = useId();
  const failed = (error: unknown) => (isApiError(error) ? error.message : texts.failed);

  const change = useMutation({
    mutationFn: ({ kind, text }: { kind: 'hold' | 'release'; text?: string }) =>
      apiRequest<{ retention: SubmissionRetention }>(holdUrl(submission.id), {
        method: kind === 'hold' ? 'PUT' : 'DELETE',
        body: kind === 'hold' ? { reason: text } : undefined,
      }),
    onMutate: () => {
      setSuccess(null);
      setFailure(null);
      setReasonError(undefined);
    },
    onSuccess: ({ retention }, { kind }) => {
      queryClient.setQueryData<SubmissionDetail>(submissionDetailKeys.detail(submission.id), (current) =>
        current ? { ...current, retention } : current,
      );
      if (kind === 'hold') {
        setOpen(false);
        setReason('');
      }
      setSuccess(kind === 'hold' ? texts.held : texts.released);
    },
    onError: (error, { kind }) =>
      kind === 'hold' ? setReasonError(failed(error)) : setFailure(failed(error)),
  });
  const pending = change.isPending ? change.variables.kind : null;

  const retention = submission.retention;
  if (!retention) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setReasonError(retentionTexts.errors.reasonRequired);
      return;
    }
    change.mutate({ kind: 'hold', text });
  }

  const period = retention.period_days === null ? null : splitPeriod(retention.period_days);
  return (
    <Section
      title={texts.title}
      testId="retention-section"
      actions={
        !canHold ? null : retention.hold ? (
          <Button
            variant="secondary"
            icon={<ArchiveRestore aria-hidden="true" className="size-4" />}
            loading={pending === 'release'}
            onClick={() => change.mutate({ kind: 'release' })}
          >
            {texts.release}
          </Button>
        ) : (
          <Button
            variant="secondary"
            icon={<Archive aria-hidden="true" className="size-4" />}
            onClick={() => {
              setFailure(null);
              setOpen(true);
            }}
          >
            {texts.hold}
          </Button>
        )
      }
    >
      <p data-testid="retention-status" className="text-sm text-slate-900">
        {statusLine(retention)}
      </p>
      <p className="text-sm text-slate-600">
        {retentionTexts.categories[retention.category]} · {texts.period(periodLabel(period))}
      </p>
      <StatusMessage message={success} />
      {failure && <Alert>{failure}</Alert>}
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setReasonError(undefined);
        }}
        title={texts.dialogTitle}
        description={texts.dialogDescription}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {retentionTexts.cancel}
            </Button>
            <Button type="submit" form={formId} loading={pending === 'hold'}>
              {texts.hold}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} noValidate>
          <TextArea
            label={texts.reasonLabel}
            value={reason}
            required
            maxLength={HOLD_REASON_MAX}
            rows={3}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
      </Modal>
    </Section>
  );
}
