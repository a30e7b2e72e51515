import { type FormEvent, useId, useRef, useState } from 'react';
import { webhooksAdminTexts } from '../../../../common/texts/webhooksAdmin.ts';
import type { WebhookEndpoint } from '../../../../common/webhooks/api.ts';
import { WEBHOOK_EVENTS, type WebhookEvent } from '../../../../common/webhooks/events.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { type EndpointFields, type EndpointWriteResult, useEndpointWrite } from './webhooksApi.ts';

const texts = webhooksAdminTexts.form;

interface EndpointDialogProps {
  tenantId: string;
  /** The endpoint to edit; null adds a new one. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
  onSaved: (result: EndpointWriteResult) => void;
}

const startFields = (endpoint: WebhookEndpoint | null): EndpointFields => ({
  url: endpoint?.url ?? '',
  description: endpoint?.description ?? '',
  events: endpoint ? [...endpoint.events] : ['submission.created'],
  full_data: endpoint?.full_data ?? false,
  // A gone endpoint stays off when only its description is edited; unticking reactivates it (server: paused false).
  paused: endpoint?.disabled != null,
});

type Problems = { url?: string; events?: string };

/** Only what the server cannot say better: the server checks https, private addresses and the rest. */
function problemsOf(fields: EndpointFields): Problems {
  const problems: Problems = {};
  if (!fields.url.trim()) problems.url = texts.urlRequired;
  if (fields.events.length === 0) problems.events = texts.eventsRequired;
  return problems;
}

/** Adds or edits an endpoint: URL, description, events, the full-data opt-in (with its warning), pausing. */
export function EndpointDialog({ tenantId, endpoint, onClose, onSaved }: EndpointDialogProps) {
  const formId = useId();
  const eventsErrorId = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const eventsRef = useRef<HTMLFieldSetElement>(null);
  const [fields, setFields] = useState<EndpointFields>(() => startFields(endpoint));
  const [showProblems, setShowProblems] = useState(false);
  const write = useEndpointWrite(tenantId);

  const problems = showProblems ? problemsOf(fields) : {};
  // WEBHOOK_URL_INVALID / _NOT_HTTPS / _PRIVATE belong to the URL field; anything else to the dialog.
  const failure = write.isError ? write.error : null;
  const urlFailure =
    isApiError(failure) && failure.errorCode.startsWith('WEBHOOK_URL_') ? failure.message : undefined;
  const dialogFailure =
    failure && !urlFailure ? (isApiError(failure) ? failure.message : texts.failed) : null;

  function set<K extends keyof EndpointFields>(key: K, value: EndpointFields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
    if (write.isError) write.reset();
  }

  function toggleEvent(event: WebhookEvent, checked: boolean) {
    const events = checked ? [...fields.events, event] : fields.events.filter((entry) => entry !== event);
    // The server's order, so an edited endpoint shows its events as the list does.
    set(
      'events',
      WEBHOOK_EVENTS.filter((entry) => events.includes(entry)),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (write.isPending) return;
    const found = problemsOf(fields);
    if (found.url || found.events) {
      setShowProblems(true);
      if (found.url) urlRef.current?.focus();
      else eventsRef.current?.querySelector('input')?.focus();
      return;
    }
    const trimmed = { ...fields, url: fields.url.trim(), description: fields.description.trim() };
    write.mutate(
      endpoint ? { type: 'update', id: endpoint.id, fields: trimmed } : { type: 'create', fields: trimmed },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (isApiError(error) && error.errorCode.startsWith('WEBHOOK_URL_')) urlRef.current?.focus();
        },
      },
    );
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={endpoint ? texts.editTitle : texts.createTitle}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button type="submit" form={formId} loading={write.isPending}>
            {endpoint ? texts.save : texts.create}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          ref={urlRef}
          label={texts.url}
          hint={texts.urlHint}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          placeholder="https://"
          maxLength={2000}
          value={fields.url}
          error={problems.url ?? urlFailure}
          onChange={(event) => set('url', event.target.value)}
        />
        <TextField
          label={texts.description}
          hint={texts.descriptionHint}
          autoComplete="off"
          maxLength={200}
          value={fields.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <fieldset
          ref={eventsRef}
          aria-describedby={problems.events ? eventsErrorId : undefined}
          className="flex min-w-0 flex-col gap-2"
        >
          <legend className="mb-1.5 text-sm font-medium text-slate-800">{texts.events}</legend>
          <div
            className={`grid gap-2 rounded-md border p-3 sm:grid-cols-2 ${
              problems.events ? 'border-danger' : 'border-slate-200'
            }`}
          >
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox
                key={event}
                label={webhooksAdminTexts.events[event]}
                checked={fields.events.includes(event)}
                onChange={(change) => toggleEvent(event, change.target.checked)}
              />
            ))}
          </div>
          {problems.events && (
            <p id={eventsErrorId} className="text-sm font-medium text-danger">
              {problems.events}
            </p>
          )}
        </fieldset>
        <Checkbox
          label={texts.fullData}
          hint={texts.fullDataHint}
          checked={fields.full_data}
          onChange={(event) => set('full_data', event.target.checked)}
        />
        {fields.full_data && <Alert title={texts.fullDataWarningTitle}>{texts.fullDataWarning}</Alert>}
        {endpoint && (
          <Checkbox
            label={texts.paused}
            hint={texts.pausedHint}
            checked={fields.paused}
            onChange={(event) => set('paused', event.target.checked)}
          />
        )}
        {dialogFailure && <Alert title={texts.failed}>{dialogFailure}</Alert>}
      </form>
    </Modal>
  );
}
