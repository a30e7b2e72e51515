import { Plus, Webhook } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { webhooksAdminTexts } from '../../../../common/texts/webhooksAdmin.ts';
import type { WebhookEndpoint } from '../../../../common/webhooks/api.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { PracticeTab } from '../PracticeTab.tsx';
import { EndpointCard } from './EndpointCard.tsx';
import { EndpointDialog } from './EndpointDialog.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { useEndpointWrite, useWebhookEndpoints } from './webhooksApi.ts';

const texts = webhooksAdminTexts;

/** The administration's tab "Webhooks" (issue 31): a practice's signed webhook endpoints and their deliveries. */
export function WebhooksTab() {
  return (
    <PracticeTab id="webhooks" texts={texts} icon={Webhook}>
      {(tenantId) => <PracticeEndpoints key={tenantId} tenantId={tenantId} />}
    </PracticeTab>
  );
}

/** The one dialog open at a time; the secret comes only from create and rotate and lives only in this state. */
type Dialog =
  | { type: 'create' }
  | { type: 'edit'; endpoint: WebhookEndpoint }
  | { type: 'rotate'; endpoint: WebhookEndpoint }
  | { type: 'delete'; endpoint: WebhookEndpoint }
  | { type: 'secret'; secret: string; rotated: boolean };

function PracticeEndpoints({ tenantId }: { tenantId: string }) {
  const headingId = useId();
  const endpoints = useWebhookEndpoints(tenantId);
  const write = useEndpointWrite(tenantId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** The button that opened the dialog (or chain: form, then secret); focus returns there, or to the heading when it is gone. */
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (dialog !== null || !openerRef.current) return;
    const opener = openerRef.current;
    openerRef.current = null;
    // After Radix's own focus return (a timeout of its own), which finds no opener when the chain replaced it.
    const timer = setTimeout(() => (opener.isConnected ? opener : headingRef.current)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [dialog]);

  function open(next: Dialog) {
    write.reset();
    setMessage(null);
    if (document.activeElement instanceof HTMLElement) openerRef.current = document.activeElement;
    setDialog(next);
  }

  function confirm(kind: 'rotate' | 'delete', endpoint: WebhookEndpoint) {
    write.mutate(
      { type: kind, id: endpoint.id },
      {
        onSuccess: ({ secret }) => {
          if (kind === 'rotate') {
            // The answer's schema requires the secret, so a rotate answer always has one.
            if (secret) setDialog({ type: 'secret', secret, rotated: true });
            return;
          }
          setDialog(null);
          setMessage(texts.remove.done);
        },
      },
    );
  }

  if (endpoints.isPending) return <SkeletonRows rows={3} label={texts.loading} />;
  if (endpoints.isError)
    return (
      <Alert onRetry={() => void endpoints.refetch()} retrying={endpoints.isFetching}>
        {texts.loadFailed}
      </Alert>
    );

  const list = endpoints.data;
  const addButton = (
    <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => open({ type: 'create' })}>
      {texts.list.add}
    </Button>
  );
  const writeFailure = (fallback: string) =>
    write.isError ? <Alert>{isApiError(write.error) ? write.error.message : fallback}</Alert> : null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 focus:outline-none"
        >
          {texts.list.heading}
        </h3>
        {list.length > 0 && addButton}
      </div>
      <StatusMessage message={message} />
      {list.length === 0 ? (
        <EmptyState
          icon={<Webhook aria-hidden="true" className="size-8" />}
          title={texts.list.empty}
          hint={texts.list.emptyHint}
          action={<div className="mt-2">{addButton}</div>}
        />
      ) : (
        <ul aria-label={texts.list.label} className="flex flex-col gap-3">
          {list.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              tenantId={tenantId}
              endpoint={endpoint}
              onEdit={() => open({ type: 'edit', endpoint })}
              onRotate={() => open({ type: 'rotate', endpoint })}
              onDelete={() => open({ type: 'delete', endpoint })}
            />
          ))}
        </ul>
      )}

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <EndpointDialog
          tenantId={tenantId}
          endpoint={dialog.type === 'edit' ? dialog.endpoint : null}
          onClose={() => setDialog(null)}
          onSaved={({ secret }) => {
            if (secret) setDialog({ type: 'secret', secret, rotated: false });
            else {
              setDialog(null);
              setMessage(texts.saved);
            }
          }}
        />
      )}
      {dialog?.type === 'secret' && (
        <SecretDialog secret={dialog.secret} rotated={dialog.rotated} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.type === 'rotate'}
        onOpenChange={(next) => !next && setDialog(null)}
        title={texts.rotate.title}
        description={texts.rotate.description}
        confirmLabel={texts.rotate.confirm}
        cancelLabel={texts.rotate.cancel}
        variant="primary"
        loading={write.isPending}
        onConfirm={() => dialog?.type === 'rotate' && confirm('rotate', dialog.endpoint)}
      >
        {dialog?.type === 'rotate' && writeFailure(texts.rotate.failed)}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(next) => !next && setDialog(null)}
        title={texts.remove.title}
        description={dialog?.type === 'delete' ? texts.remove.description(dialog.endpoint.url) : undefined}
        confirmLabel={texts.remove.confirm}
        cancelLabel={texts.remove.cancel}
        loading={write.isPending}
        onConfirm={() => dialog?.type === 'delete' && confirm('delete', dialog.endpoint)}
      >
        {dialog?.type === 'delete' && writeFailure(texts.remove.failed)}
      </ConfirmDialog>
    </section>
  );
}
