// Exactly-once delivery (issue 10): before a mail goes out, its (kind, key, recipient) row is claimed with an
// atomic INSERT … ON CONFLICT DO UPDATE … WHERE (one statement for a whole batch of mails). Two server instances, or a retried job while the first run
// still sends, cannot both win the claim; a recipient already 'sent' or refused for good is never mailed again.
import type { Database } from '../../db/connect.ts';
import type { SendOutcome } from './types.ts';

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

const targetKey = (kind: string, key: string, recipient: string) => `${kind}\u0000${key}\u0000${recipient}`;

/**
 * The claimed rows' ids, aligned with `targets`: null where another run holds the claim, the recipient is
 * already done, or the submission is gone. One statement for all (a batch of notices claims together).
 */
export async function claimDeliveries(
  database: Database,
  targets: readonly DeliveryTarget[],
): Promise<(string | null)[]> {
  if (!targets.length) return [];
  // One row may not be claimed twice in one statement (ON CONFLICT would refuse the whole batch).
  const distinct = [
    ...new Map(
      targets.map((t) => [targetKey(t.kind, t.key, t.recipient.toLowerCase()), t] as const),
    ).values(),
  ];
  const { rows } = await database.executeSql(
    `insert into notification_deliveries as d
       (tenant_id, submission_id, kind, delivery_key, recipient, status, attempts, claimed_at)
     select t.tenant_id, t.submission_id, t.kind, t.delivery_key, t.recipient, 'sending', 1, now()
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
         as t(tenant_id, submission_id, kind, delivery_key, recipient)
      -- A submission deleted since it was loaded: nothing to claim (instead of failing the batch's FK check).
      where t.submission_id is null or exists (select 1 from form_submissions f where f.id = t.submission_id)
     on conflict (kind, delivery_key, recipient) do update
       set status = 'sending', attempts = d.attempts + 1, claimed_at = now(), updated_at = now()
       where d.status = 'pending'
          or (d.status = 'sending' and d.claimed_at < now() - make_interval(secs => $6))
     returning d.id, d.kind, d.delivery_key, d.recipient`,
    [
      distinct.map((t) => t.tenantId),
      distinct.map((t) => t.submissionId),
      distinct.map((t) => t.kind),
      distinct.map((t) => t.key),
      distinct.map((t) => t.recipient.toLowerCase()),
      CLAIM_STALE_SECONDS,
    ],
  );
  const claimed = new Map(
    (rows as { id: string; kind: string; delivery_key: string; recipient: string }[]).map((row) => [
      targetKey(row.kind, row.delivery_key, row.recipient),
      row.id,
    ]),
  );
  const seen = new Set<string>();
  return targets.map((t) => {
    const key = targetKey(t.kind, t.key, t.recipient.toLowerCase());
    // A repeated target is claimed once: its first occurrence mails, the others count as done.
    if (seen.has(key)) return null;
    seen.add(key);
    return claimed.get(key) ?? null;
  });
}

export type Settlement = { id: string; status: 'sent' | 'failed' | 'pending'; error?: string };

/** sent: done; failed: refused for good; pending: a later run may claim it again. One statement for all. */
export async function settleDeliveries(database: Database, settlements: readonly Settlement[]) {
  if (!settlements.length) return;
  await database.executeSql(
    `update notification_deliveries d
        set status = u.status, last_error = u.error, updated_at = now(),
            sent_at = case when u.status = 'sent' then now() else d.sent_at end
       from unnest($1::uuid[], $2::text[], $3::text[]) as u(id, status, error)
      where d.id = u.id`,
    [settlements.map((s) => s.id), settlements.map((s) => s.status), settlements.map((s) => s.error ?? null)],
  );
}

export type DeliveryResult = 'sent' | 'failed' | 'retry' | 'already';

/** What a claimed delivery sends, and the subject its log row records. */
export type PreparedSend = { subject: string; send: () => Promise<SendOutcome> };

/**
 * Claims all deliveries, has `prepare` build the mails of the claimed ones (together: e.g. their magic links
 * in one INSERT), sends them side by side, settles them, then logs them — one statement each for the batch.
 * Results are aligned with `deliveries`. A claim another run holds (or a recipient already done) is skipped.
 * Deliveries are settled before the log rows are written, so a failing log write can never make a retry mail
 * a recipient twice. On a job's final attempt a temporary failure is settled as failed, so nothing stays
 * pending for ever. If `prepare` fails (our own failure, before anything left), the claims go back.
 */
export async function deliverAll<D extends { target: DeliveryTarget; finalAttempt: boolean }>(
  database: Database,
  deliveries: readonly D[],
  prepare: (claimed: D[]) => Promise<PreparedSend[]>,
  log: (entries: { delivery: D; subject: string; outcome: SendOutcome }[]) => Promise<void>,
): Promise<DeliveryResult[]> {
  const claims = await claimDeliveries(
    database,
    deliveries.map((d) => d.target),
  );
  const claimedIndexes = claims.flatMap((claim, i) => (claim ? [i] : []));
  const results: DeliveryResult[] = deliveries.map(() => 'already');
  if (!claimedIndexes.length) return results;
  let prepared: PreparedSend[];
  try {
    prepared = await prepare(claimedIndexes.map((i) => deliveries[i]!));
  } catch (error) {
    await settleDeliveries(
      database,
      claimedIndexes.map((i) => ({ id: claims[i]!, status: 'pending', error: 'internal error' })),
    );
    throw error;
  }
  const outcomes = await Promise.all(prepared.map((p) => p.send()));
  const settlements: Settlement[] = claimedIndexes.map((index, n) => {
    const outcome = outcomes[n]!;
    const result = outcome.ok
      ? 'sent'
      : outcome.permanent || deliveries[index]!.finalAttempt
        ? 'failed'
        : 'retry';
    results[index] = result;
    return {
      id: claims[index]!,
      status: result === 'retry' ? 'pending' : result,
      error: outcome.ok ? undefined : outcome.error,
    };
  });
  await settleDeliveries(database, settlements);
  await log(
    claimedIndexes.map((index, n) => ({
      delivery: deliveries[index]!,
      subject: prepared[n]!.subject,
      outcome: outcomes[n]!,
    })),
  );
  return results;
}

/** One delivery (deliverAll for a single mail): the spam digest's. */
export async function deliverOnce(
  database: Database,
  target: DeliveryTarget,
  options: { finalAttempt: boolean },
  send: () => Promise<SendOutcome>,
  log: (outcome: SendOutcome) => Promise<void>,
): Promise<DeliveryResult> {
  const [result] = await deliverAll(
    database,
    [{ target, finalAttempt: options.finalAttempt }],
    async () => [{ subject: '', send }],
    async ([entry]) => {
      if (entry) await log(entry.outcome);
    },
  );
  return result!;
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
