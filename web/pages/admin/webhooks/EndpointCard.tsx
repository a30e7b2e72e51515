import { ChevronDown, ChevronUp, KeyRound, Pencil, Send, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { formatGermanDateTime } from '../../../../common/dashboard/submissionDisplay.ts';
import { webhooksAdminTexts } from '../../../../common/texts/webhooksAdmin.ts';
import type { WebhookEndpoint } from '../../../../common/webhooks/api.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { Alert } from '../../../components/Alert.tsx';
import { Badge, type BadgeTone } from '../../../components/Badge.tsx';
import { Button } from '../../../components/Button.tsx';
import { StatusMessage } from '../../../components/StatusMessage.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { DeliveryStatusBadge } from './deliveryDisplay.tsx';
import { useDeliveryAction } from './webhooksApi.ts';

const texts = webhooksAdminTexts;
type State = keyof typeof texts.list.states;
const STATE_TONES: Record<State, BadgeTone> = { active: 'success', paused: 'warning', gone: 'danger' };

interface EndpointCardProps {
  tenantId: string;
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

/** One endpoint: its address, events and state, the last delivery, its actions and (on demand) its log. */
export function EndpointCard({ tenantId, endpoint, onEdit, onRotate, onDelete }: EndpointCardProps) {
  const logId = useId();
  const [logOpen, setLogOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const test = useDeliveryAction(tenantId, endpoint.id);
  const state: State = endpoint.disabled ?? 'active';
  const label = (action: string) => texts.actions.forEndpoint(action, endpoint.url);
  const previousUntil =
    endpoint.previous_secret_until && new Date(endpoint.previous_secret_until).getTime() > Date.now()
      ? endpoint.previous_secret_until
      : null;

  function sendTest() {
    setMessage(null);
    setFailure(null);
    test.mutate(
      { type: 'test' },
      {
        onSuccess: () => {
          setMessage(texts.testSent);
          setLogOpen(true);
        },
        onError: (error) => setFailure(isApiError(error) ? error.message : texts.testFailed),
      },
    );
  }

  return (
    <li
      data-testid={`webhook-endpoint-${endpoint.id}`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h4 className="min-w-0 break-all font-mono text-sm font-semibold text-slate-900">{endpoint.url}</h4>
          <Badge tone={STATE_TONES[state]}>{texts.list.states[state]}</Badge>
          {endpoint.full_data && <Badge tone="danger">{texts.list.fullData}</Badge>}
        </div>
        <p className="text-sm text-slate-700">{endpoint.description || texts.list.noDescription}</p>
        {state === 'gone' && <p className="text-sm text-red-800">{texts.list.goneHint}</p>}
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-sm text-slate-600">{texts.list.eventsLabel}:</span>
          <ul aria-label={texts.list.eventsLabel} className="flex flex-wrap gap-1.5">
            {endpoint.events.map((event) => (
              <li key={event}>
                <Badge tone="primary">{texts.events[event]}</Badge>
              </li>
            ))}
          </ul>
        </div>
        <p className="flex flex-wrap items-center gap-1.5 text-sm text-slate-700">
          <span className="text-slate-600">{texts.list.lastDelivery}:</span>
          {endpoint.last_delivery ? (
            <>
              <DeliveryStatusBadge status={endpoint.last_delivery.status} />
              <span>{formatGermanDateTime(endpoint.last_delivery.at)}</span>
              {endpoint.last_delivery.status_code !== null && (
                <span className="tabular-nums">(HTTP {endpoint.last_delivery.status_code})</span>
              )}
            </>
          ) : (
            <span>{texts.list.noDelivery}</span>
          )}
        </p>
        {previousUntil && (
          <p className="text-sm text-slate-600">
            {texts.list.previousSecretUntil(formatGermanDateTime(previousUntil))}
          </p>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          icon={<Pencil aria-hidden="true" className="size-4" />}
          aria-label={label(texts.actions.edit)}
          onClick={onEdit}
        >
          {texts.actions.edit}
        </Button>
        <Button
          variant="secondary"
          icon={<Send aria-hidden="true" className="size-4" />}
          aria-label={label(texts.actions.test)}
          loading={test.isPending}
          onClick={sendTest}
        >
          {texts.actions.test}
        </Button>
        <Button
          variant="secondary"
          icon={<KeyRound aria-hidden="true" className="size-4" />}
          aria-label={label(texts.actions.rotate)}
          onClick={onRotate}
        >
          {texts.actions.rotate}
        </Button>
        <Button
          variant="ghost"
          icon={
            logOpen ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )
          }
          aria-expanded={logOpen}
          aria-controls={logId}
          aria-label={label(logOpen ? texts.actions.hideLog : texts.actions.showLog)}
          onClick={() => setLogOpen((open) => !open)}
        >
          {logOpen ? texts.actions.hideLog : texts.actions.showLog}
        </Button>
        <Button
          variant="ghost"
          className="text-red-700 hover:text-red-800"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          aria-label={label(texts.actions.delete)}
          onClick={onDelete}
        >
          {texts.actions.delete}
        </Button>
      </div>
      <StatusMessage message={message} />
      {failure && <Alert>{failure}</Alert>}
      <div id={logId} hidden={!logOpen}>
        {logOpen && <DeliveryLog tenantId={tenantId} endpoint={endpoint} />}
      </div>
    </li>
  );
}
