// Exactly-once delivery (issue 10): before a mail goes out, its (kind, key, recipient) row is claimed with one
// atomic INSERT … ON CONFLICT DO UPDATE … WHERE. Two server instances, or a retried job while the first run
// still sends, cannot both win the claim; a recipient already 'sent' or refused for good is never mailed again.
import type { Database } from '../../db/connect.ts';
import type { SendOutcome } from './mailer.ts';

export type DeliveryKind = 'notification' | 'patient_confirmation' | 'spam_digest';

/**
 * A claim older than this is taken as the trace of a run that died mid-send and may be taken over. It stays
 * below the notify job's expiry (300 s), so pg-boss's retry of a dead run finds the claim stale; and above one
 * send's bounded SMTP waits, so a live run is never overtaken.
 */
export const CLAIM_STALE_SECONDS = 150;

export type DeliveryTarget = {
  tenantId: string;
  submissionId: string | null;
  kind: DeliveryKind;
  /** The submission's id, or practice and day of a digest. */
  key: string;
  /** The address, or a fixed label where the address must not be stored (the patient's). */
  recipient: string;
};

/** The claimed row's id, or null when another run holds it or it is already done. */
export async function claimDelivery(database: Database, target: DeliveryTarget): Promise<string | null> {
  const { rows } = await database.executeSql(
    `insert into notification_deliveries as d
       (tenant_id, submission_id, kind, delivery_key, recipient, status, attempts, claimed_at)
     values ($1, $2, $3, $4, $5, 'sending', 1, now())
     on conflict (kind, delivery_key, recipient) do update
       set status = 'sending', attempts = d.attempts + 1, claimed_at = now(), updated_at = now()
       where d.status = 'pending'
          or (d.status = 'sending' and d.claimed_at < now() - make_interval(secs => $6))
     returning d.id`,
    [
      target.tenantId,
      target.submissionId,
      target.kind,
      target.key,
      target.recipient.toLowerCase(),
      CLAIM_STALE_SECONDS,
    ],
  );
  return (rows[0] as { id: string } | undefined)?.id ?? null;
}

/** sent: done; failed: refused for good; pending: a later run may claim it again. */
export async function settleDelivery(
  database: Database,
  id: string,
  status: 'sent' | 'failed' | 'pending',
  error?: string,
) {
  await database.executeSql(
    `update notification_deliveries set status = $2, last_error = $3, updated_at = now(),
       sent_at = case when $2 = 'sent' then now() else sent_at end where id = $1`,
    [id, status, error ?? null],
  );
}

/**
 * Claims, sends, settles, then logs one delivery. A claim another run holds (or a recipient already done) is
 * skipped. The delivery is settled before the log row is written, so a failing log write can never make a
 * retry mail the recipient twice. On the job's final attempt a temporary failure is settled as failed, so
 * nothing stays pending for ever.
 */
export async function deliverOnce(
  database: Database,
  target: DeliveryTarget,
  options: { finalAttempt: boolean },
  send: () => Promise<SendOutcome>,
  log: (outcome: SendOutcome) => Promise<void>,
): Promise<'sent' | 'failed' | 'retry' | 'already'> {
  const claim = await claimDelivery(database, target);
  if (!claim) return 'already';
  let outcome: SendOutcome;
  try {
    outcome = await send();
  } catch (error) {
    // Our own failure before anything left (e.g. issuing the magic link): the claim goes back.
    await settleDelivery(database, claim, 'pending', 'internal error');
    throw error;
  }
  const result = outcome.ok ? 'sent' : outcome.permanent || options.finalAttempt ? 'failed' : 'retry';
  await settleDelivery(
    database,
    claim,
    result === 'retry' ? 'pending' : result,
    outcome.ok ? undefined : outcome.error,
  );
  await log(outcome);
  return result;
}

/**
 * Claims a process left in 'sending' when it ended (killed mid-send) go back to pending, so the retried job
 * sends instead of finding them taken. Only where no other process can be sending: see
 * jobs/recoverAbandonedWork.ts. Returns how many.
 */
export async function releaseAbandonedClaims(database: Database): Promise<number> {
  const { rows } = await database.executeSql(
    `update notification_deliveries set status = 'pending', updated_at = now() where status = 'sending'
     returning id`,
    [],
  );
  return rows.length;
}
