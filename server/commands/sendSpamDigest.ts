// The daily spam digest (beyond the spec, on by default): per practice with recipients and the setting on,
// how many submissions the filter held back in the last 24 hours, by reference number, with a link to the
// dashboard's spam view — only when something was caught, and at most once per practice and day (a
// 'spam_digest' delivery per recipient, keyed by practice and Berlin day). Staff marks are not "caught": staff saw them.
import { formTypeLabel } from '../../common/dashboard/submissionDisplay.ts';
import { referenceNumber } from '../../common/reception/referenceNumber.ts';
import { parseNotificationSettings } from '../../common/tenantConfig.ts';
import { spamDigestEmail } from '../emails/SpamDigestEmail.ts';
import { deliverOnce } from '../services/mail/deliveries.ts';
import { recipientsOf } from '../services/mail/recipients.ts';
import type { MailDeps } from './notificationMail.ts';

/** References listed in one digest; the count always covers all. */
export const DIGEST_LIST_LIMIT = 50;

type Row = {
  id: string;
  slug: string;
  name: string;
  logo_url: string | null;
  email_recipients: string[];
  config: unknown;
  total: number;
  items: { id: string; form_type: string; created_at: string }[];
};

/** YYYY-MM-DD in Germany: the digest's "day". */
const berlinDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(date);

export async function sendSpamDigests(deps: MailDeps, options: { now?: Date; finalAttempt?: boolean } = {}) {
  const now = options.now ?? new Date();
  // One index range per practice (tenant_id, is_spam, created_at); practices without recipients are skipped.
  const { rows } = await deps.database.executeSql(
    `select t.id, t.tenant_id as slug, t.name, t.logo_url, t.email_recipients, t.config, c.total, l.items
     from tenant_settings t
     cross join lateral (
       select count(*)::int as total from form_submissions f
       where f.tenant_id = t.id and f.is_spam and f.spam_marked_at is null
         and f.created_at > $1::timestamptz - interval '24 hours' and f.created_at <= $1::timestamptz
     ) c
     cross join lateral (
       select coalesce(json_agg(json_build_object('id', s.id, 'form_type', s.form_type,
         'created_at', s.created_at) order by s.created_at), '[]'::json) as items
       from (select f.id, f.form_type, f.created_at from form_submissions f
             where f.tenant_id = t.id and f.is_spam and f.spam_marked_at is null
               and f.created_at > $1::timestamptz - interval '24 hours' and f.created_at <= $1::timestamptz
             order by f.created_at limit ${DIGEST_LIST_LIMIT}) s
     ) l
     where cardinality(t.email_recipients) > 0 and c.total > 0`,
    [now.toISOString()],
  );
  const day = berlinDay(now);
  const results: { tenantId: string; total: number; sent: number; retry: number }[] = [];
  for (const row of rows as Row[]) {
    if (!parseNotificationSettings(row.config).spamDigest) continue;
    const mail = spamDigestEmail({
      practice: { name: row.name, logoUrl: row.logo_url },
      total: row.total,
      caught: row.items.map((item) => ({
        reference: referenceNumber(item.id),
        typeLabel: formTypeLabel(item.form_type),
        receivedAt: new Date(item.created_at),
      })),
      spamViewUrl: `${deps.publicUrl}/dashboard?spam=1&tenant=${encodeURIComponent(row.slug)}`,
    });
    const result = { tenantId: row.id, total: row.total, sent: 0, retry: 0 };
    for (const recipient of recipientsOf(row.email_recipients)) {
      const outcome = await deliverOnce(
        deps.database,
        { tenantId: row.id, submissionId: null, kind: 'spam_digest', key: `${row.id}:${day}`, recipient },
        { finalAttempt: options.finalAttempt ?? false },
        () => deps.mailer.send({ to: recipient, ...mail }),
        // email_logs belong to one submission; the digest's trace is its delivery row.
        async () => {},
      );
      if (outcome === 'sent') result.sent++;
      if (outcome === 'retry') result.retry++;
    }
    results.push(result);
  }
  const retry = results.reduce((n, r) => n + r.retry, 0);
  if (retry > 0) throw new Error(`spam digest: ${retry} delivery(ies) failed temporarily, retrying later`);
  return results;
}
