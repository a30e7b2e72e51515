import { RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  type ReplyTemplate,
  replyTemplateBodySchema,
} from '../../../../common/replies/replySchemas.ts';
import { replyTexts } from '../../../../common/texts/replies.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { useChangeReplyTemplate } from '../../../api/replies.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { Card } from '../../../components/Card.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { TextArea } from '../../../components/TextArea.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useTransientMessage } from '../../../hooks/useTransientMessage.ts';

const texts = replyTexts.admin;
type Errors = { subject?: string; body?: string };

/** One template: its subject and text, "Speichern" and "Standard wiederherstellen". */
export function TemplateEditor({ tenantId, template }: { tenantId: string; template: ReplyTemplate }) {
  const headingId = useId();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useTransientMessage();
  const change = useChangeReplyTemplate(tenantId);
  const pending = change.isPending ? (change.variables.text ? 'save' : 'reset') : null;

  function run(text: { subject: string; body: string } | null) {
    setFailure(null);
    setSuccess(null);
    change.mutate(
      { kind: template.kind, text },
      {
        // The fields show what the server keeps (trimmed, or the built-in text after a reset).
        onSuccess: (answer) => {
          const stored = answer.templates.find((t) => t.kind === template.kind);
          if (stored) {
            setSubject(stored.subject);
            setBody(stored.body);
          }
          setSuccess(text ? texts.saved(template.label) : texts.resetDone(template.label));
        },
        onError: (error) => setFailure(isApiError(error) ? error.message : texts.failed),
      },
    );
  }

  const edited = subject !== template.subject || body !== template.body;

  /** A saved text goes back on the server; unsaved edits of the built-in text just go. */
  function resetToStandard() {
    setErrors({});
    if (template.custom) return run(null);
    setSubject(template.subject);
    setBody(template.body);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = replyTemplateBodySchema.safeParse({ subject, body });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (field === 'subject' || field === 'body') found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    run(checked.data);
  }

  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      data-testid={`reply-template-${template.kind}`}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {template.label}
        </h3>
        <Badge tone={template.custom ? 'primary' : 'neutral'}>
          {template.custom ? texts.custom : texts.standard}
        </Badge>
      </div>
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        <TextField
          label={texts.subject}
          value={subject}
          maxLength={REPLY_SUBJECT_MAX}
          required
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextArea
          label={texts.body}
          value={body}
          maxLength={REPLY_BODY_MAX}
          rows={8}
          required
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
        <StatusMessage message={success} />
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            icon={<RotateCcw aria-hidden="true" className="size-4" />}
            loading={pending === 'reset'}
            disabled={pending !== null || (!template.custom && !edited)}
            onClick={resetToStandard}
          >
            {texts.reset}
          </Button>
          <Button
            type="submit"
            icon={<Save aria-hidden="true" className="size-4" />}
            loading={pending === 'save'}
            disabled={pending !== null}
          >
            {texts.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
