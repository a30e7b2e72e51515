// The body a receiver gets (Standard Webhooks: type, timestamp, data). By default ids only: the practice and
// the request's id, kind, reference number and staff address, nothing a patient typed. An endpoint with
// full_data gets the request as a FHIR R4 Bundle besides (health data: chosen by an admin, and each send is
// audited as a read of the request, way 'webhook').
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { WEBHOOK_TEST_EVENT } from '../../../common/webhooks/events.ts';
import type { AppDeps } from '../../context.ts';
import { loadSubmissionBundle } from '../../fhir/submissionBundle.ts';
import { loadSubmissionDetailById } from '../../queries/submissionDetail.ts';
import { auditSubmissionRead } from '../auditRead.ts';

export type WebhookBodySource = {
  deliveryId: string;
  endpointId: string;
  event: string;
  occurredAt: Date;
  fullData: boolean;
  practice: { id: string; slug: string; name: string };
  submission: { id: string; kind: string | null } | null;
};

export type WebhookBodyDeps = Pick<AppDeps, 'database' | 'crypto'> & { publicUrl: string };

export async function webhookBody(deps: WebhookBodyDeps, source: WebhookBodySource): Promise<string> {
  const data: Record<string, unknown> = { practice: source.practice };
  if (source.event === WEBHOOK_TEST_EVENT) data.test = true;
  const submission = source.submission;
  if (submission) {
    data.submission = {
      id: submission.id,
      kind: submission.kind,
      reference: referenceNumber(submission.id),
      url: `${deps.publicUrl}/submissions/${submission.id}`,
    };
    if (source.fullData) {
      const detail = await loadSubmissionDetailById(deps, submission.id);
      if (detail) {
        data.fhir = await loadSubmissionBundle(deps, detail, { baseUrl: deps.publicUrl });
        await auditSubmissionRead(
          deps.database.db,
          { kind: 'system' },
          [{ id: submission.id, tenantId: source.practice.id }],
          'webhook',
          { endpoint: source.endpointId, delivery: source.deliveryId },
        );
      }
    }
  }
  return JSON.stringify({ type: source.event, timestamp: source.occurredAt.toISOString(), data });
}
