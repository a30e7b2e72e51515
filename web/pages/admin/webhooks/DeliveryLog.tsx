import { RefreshCw, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { formatGermanDateTime } from '../../../../common/dashboard/submissionDisplay.ts';
import { webhooksAdminTexts } from '../../../../common/texts/webhooksAdmin.ts';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../common/webhooks/api.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { type Column, DataTable } from '../../../components/DataTable.tsx';
import { SkeletonRows } from '../../../components/Skeleton.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { DeliveryStatusBadge, eventLabel } from './deliveryDisplay.tsx';
import { useDeliveryAction, useWebhookDeliveries } from './webhooksApi.ts';

const texts = webhooksAdminTexts.deliveries;
type Key = keyof typeof texts.columns;

const timeOrDash = (value: string | null) => (value ? formatGermanDateTime(value) : texts.none);

/** "Zustellungen": the endpoint's last 100 deliveries, newest first; failed and pending ones can be sent again. */
export function DeliveryLog({ tenantId, endpoint }: { tenantId: string; endpoint: WebhookEndpoint }) {
  const headingId = useId();
  const deliveries = useWebhookDeliveries(endpoint.id);
  const action = useDeliveryAction(tenantId, endpoint.id);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function retry(delivery: WebhookDelivery) {
    setMessage(null);
    setFailure(null);
    action.mutate(
      { type: 'retry', deliveryId: delivery.id },
      {
        onSuccess: () => setMessage(texts.retried),
        onError: (error) => setFailure(isApiError(error) ? error.message : texts.retryFailed),
      },
    );
  }

  const retrying = (delivery: WebhookDelivery) =>
    action.isPending && action.variables?.type === 'retry' && action.variables.deliveryId === delivery.id;

  const columns: Column<WebhookDelivery, Key>[] = [
    { key: 'event', header: texts.columns.event, rowHeader: true, cell: (row) => eventLabel(row.event) },
    { key: 'reference', header: texts.columns.reference, cell: (row) => row.reference ?? texts.none },
    {
      key: 'status',
      header: texts.columns.status,
      cell: (row) => <DeliveryStatusBadge status={row.status} />,
    },
    { key: 'attempts', header: texts.columns.attempts, numeric: true, cell: (row) => row.attempts },
    {
      key: 'statusCode',
      header: texts.columns.statusCode,
      numeric: true,
      cell: (row) => row.last_status_code ?? texts.none,
    },
    { key: 'lastAttempt', header: texts.columns.lastAttempt, cell: (row) => timeOrDash(row.last_attempt_at) },
    {
      key: 'nextAttempt',
      header: texts.columns.nextAttempt,
      cell: (row) => (row.status === 'pending' ? timeOrDash(row.next_attempt_at) : texts.none),
    },
    {
      key: 'reason',
      header: texts.columns.reason,
      cell: (row) =>
        row.last_error ? (
          <span className="line-clamp-2 max-w-56 break-words" title={row.last_error}>
            {row.last_error}
          </span>
        ) : (
          texts.none
        ),
    },
    {
      key: 'action',
      header: texts.columns.action,
      cell: (row) =>
        row.status === 'succeeded' ? null : (
          <Button
            variant="secondary"
            icon={<Send aria-hidden="true" className="size-4" />}
            aria-label={texts.retryLabel(eventLabel(row.event), formatGermanDateTime(row.created_at))}
            loading={retrying(row)}
            disabled={action.isPending}
            onClick={() => retry(row)}
          >
            {texts.retry}
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          {texts.heading}
        </h4>
        <Button
          variant="ghost"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          loading={deliveries.isFetching && !deliveries.isPending}
          onClick={() => void deliveries.refetch()}
        >
          {texts.refresh}
        </Button>
      </div>
      <StatusMessage message={message} />
      {failure && <Alert>{failure}</Alert>}
      {deliveries.isPending ? (
        <SkeletonRows rows={3} label={webhooksAdminTexts.loading} />
      ) : deliveries.isError ? (
        <Alert onRetry={() => void deliveries.refetch()} retrying={deliveries.isFetching}>
          {texts.loadFailed}
        </Alert>
      ) : (
        <DataTable
          caption={texts.caption(endpoint.url)}
          captionHidden
          columns={columns}
          rows={deliveries.data}
          rowId={(row) => row.id}
          empty={<p className="text-sm text-slate-600">{texts.empty}</p>}
        />
      )}
    </section>
  );
}
