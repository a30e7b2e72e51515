// The candidates of one patient's requests within one practice: every request with the e-mail key or the phone
// key asked for (services/patientKeys.ts), newest first, as cards with what tells people apart (their keys and
// the name as typed, services/patientPeople.ts). Reading them is audited: the cards carry form data.
import { and, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import { senderName } from '../../../common/dashboard/submissionDisplay.ts';
import type { PatientRequestCard } from '../../../common/schemas/patientRequests.ts';
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../context.ts';
import { formSubmissions, tenantSettings } from '../../db/schema.ts';
import { presentSubmissionCard } from '../../presenters/submissionCard.ts';
import { auditSubmissionRead, type ReadVia } from '../../services/auditRead.ts';
import type { PatientKeys } from '../../services/patientKeys.ts';
import type { PersonCandidate } from '../../services/patientPeople.ts';

/** A patient's history, not a practice's: more than this many requests found by one address or number are not listed. */
export const MAX_RELATED = 100;

/** The card presenter's stand-in for form data it could not decrypt. */
const unreadable = (formData: Record<string, unknown>) => '_decryptionError' in formData;

export async function loadPatientCandidates(
  deps: Pick<AppDeps, 'database' | 'crypto'>,
  actor: Actor,
  tenantId: string,
  keys: PatientKeys,
  via: ReadVia,
  except?: string,
): Promise<PersonCandidate<PatientRequestCard>[]> {
  const { db } = deps.database;
  const matches: SQL[] = [];
  if (keys.emailKey) matches.push(eq(formSubmissions.patientEmailKey, keys.emailKey));
  if (keys.phoneKey) matches.push(eq(formSubmissions.patientPhoneKey, keys.phoneKey));
  if (matches.length === 0) return [];
  const rows = await db
    .select({ submission: formSubmissions, tenantName: tenantSettings.name })
    .from(formSubmissions)
    .innerJoin(tenantSettings, eq(tenantSettings.id, formSubmissions.tenantId))
    .where(
      and(
        eq(formSubmissions.tenantId, tenantId),
        or(...matches),
        except ? ne(formSubmissions.id, except) : undefined,
      ),
    )
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(MAX_RELATED);
  const candidates = await Promise.all(
    rows.map(async ({ submission, tenantName }) => {
      const card = await presentSubmissionCard(deps.crypto, submission, tenantName);
      const readable = !unreadable(card.form_data);
      return {
        item: card,
        keys: { emailKey: submission.patientEmailKey, phoneKey: submission.patientPhoneKey },
        name: readable ? senderName(card.form_data) : '',
        readable,
      };
    }),
  );
  await auditSubmissionRead(
    db,
    { kind: 'user', id: actor.id },
    rows.map((row) => ({ id: row.submission.id, tenantId: row.submission.tenantId })),
    via,
  );
  return candidates;
}
