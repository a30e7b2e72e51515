import { type FormEvent, useId, useState } from 'react';
import { senderEmail } from '../../../../common/dashboard/submissionDisplay.ts';
import { type ReplyBody, type ReplyEntry, replyBodySchema } from '../../../../common/replies/replySchemas.ts';
import {
  REPLY_TEMPLATE_LABELS,
  REPLY_TEMPLATE_VALUES,
  type ReplyTemplateKind,
} from '../../../../common/replies/replyTemplateKinds.ts';
import type { SubmissionDetail } from '../../../../common/schemas/submissionDetail.ts';
import { replyTexts } from '../../../../common/texts/replies.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { useReplyTemplates, useSendReply } from '../../../api/replies.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Select } from '../../../components/Select.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { draftOf, followSlot, type ReplyText, type Slot } from './replyDraft.ts';

const texts = replyTexts.dialog;
type Field = 'template' | 'date' | 'time' | 'subject' | 'body';
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['template', 'date', 'time', 'subject', 'body'];
const isField = (value: unknown): value is Field => FIELDS.includes(value as Field);

/** The server's VALIDATION_ERROR details ({path: "/date", message}) by field. */
function serverFieldErrors(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const detail of details as { path?: unknown; message?: unknown }[]) {
    const field = typeof detail.path === 'string' ? detail.path.replace(/^\//, '') : '';
    if (isField(field) && typeof detail.message === 'string') errors[field] ??= detail.message;
  }
  return errors;
}

interface ReplyDialogProps {
  submission: SubmissionDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (reply: ReplyEntry) => void;
}

/**
 * "Antworten": a template of the practice, prefilled for this request and editable; a Terminvorschlag asks for
 * date and time. Checked here with the server's own schema; the server's refusal shows at its field.
 */
export function ReplyDialog({ submission, open, onOpenChange, onSent }: ReplyDialogProps) {
  const formId = useId();
  const templates = useReplyTemplates(submission.tenant_id, open);
  const send = useSendReply(submission.id);
  const [kind, setKind] = useState<ReplyTemplateKind>('terminvorschlag');
  const [slot, setSlot] = useState<Slot>({ date: '', time: '' });
  /** What staff typed; null while the text is the template's. */
  const [own, setOwn] = useState<ReplyText | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const address = senderEmail(submission.form_data);
  const template = templates.data?.templates.find((t) => t.kind === kind);
  const draft = template
    ? draftOf(
        template,
        {
          id: submission.id,
          formData: submission.form_data,
          practiceName: templates.data!.tenant.practice_name,
        },
        slot,
      )
    : { subject: '', body: '' };
  const text = own ?? draft;

  function reset() {
    setKind('terminvorschlag');
    setSlot({ date: '', time: '' });
    setOwn(null);
    setErrors({});
    setFailure(null);
  }

  function changeSlot(change: Partial<Slot>) {
    const next = { ...slot, ...change };
    if (own) setOwn(followSlot(own, slot, next));
    setSlot(next);
    setErrors((current) => ({ ...current, date: undefined, time: undefined }));
  }

  function edit(change: Partial<ReplyText>) {
    setOwn({ ...text, ...change });
    setErrors((current) => ({ ...current, subject: undefined, body: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body: ReplyBody = {
      template: kind,
      ...(kind === 'terminvorschlag' || slot.date ? { date: slot.date } : {}),
      ...(kind === 'terminvorschlag' || slot.time ? { time: slot.time } : {}),
      subject: text.subject,
      body: text.body,
    };
    const checked = replyBodySchema.safeParse(body);
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (isField(field)) found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(body, {
      onSuccess: ({ reply }) => {
        reset();
        onSent(reply);
      },
      onError: (error) => {
        const fields = isApiError(error, 400) ? serverFieldErrors(error.details) : {};
        if (Object.keys(fields).length) setErrors(fields);
        else setFailure(isApiError(error) ? error.message : texts.failed);
      },
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={texts.title}
      description={texts.description}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={send.isPending} disabled={!address || !template}>
            {texts.send}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {address ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-600">{texts.to}:</span>{' '}
            <span data-testid="reply-recipient" className="break-all text-slate-900">
              {address}
            </span>
          </p>
        ) : (
          <Alert>{texts.noAddress}</Alert>
        )}
        {templates.isPending ? (
          <SkeletonRows rows={3} label={replyTexts.panel.loading} />
        ) : templates.isError ? (
          <Alert onRetry={() => void templates.refetch()} retrying={templates.isFetching}>
            {texts.templatesFailed}
          </Alert>
        ) : (
          <>
            <Select
              label={texts.template}
              value={kind}
              options={REPLY_TEMPLATE_VALUES.map((value) => ({ value, label: REPLY_TEMPLATE_LABELS[value] }))}
              onChange={(event) => {
                setKind(event.target.value as ReplyTemplateKind);
                setOwn(null);
                setErrors({});
              }}
            />
            {kind === 'terminvorschlag' && (
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={texts.date}
                  type="date"
                  required
                  value={slot.date}
                  error={errors.date}
                  onChange={(event) => changeSlot({ date: event.target.value })}
                />
                <TextField
                  label={texts.time}
                  type="time"
                  required
                  value={slot.time}
                  error={errors.time}
                  onChange={(event) => changeSlot({ time: event.target.value })}
                />
              </div>
            )}
            <TextField
              label={texts.subject}
              value={text.subject}
              required
              error={errors.subject}
              onChange={(event) => edit({ subject: event.target.value })}
            />
            <TextArea
              label={texts.body}
              value={text.body}
              required
              rows={12}
              hint={texts.bodyHint}
              error={errors.body}
              onChange={(event) => edit({ body: event.target.value })}
            />
          </>
        )}
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Modal>
  );
}
