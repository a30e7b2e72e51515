import { and, desc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../context.ts';
import { formSubmissions, tenantSettings } from '../../db/schema.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize, isAdmin } from '../../policies/policy.ts';
import { noTenant, selectTenants } from '../../policies/tenantSelection.ts';
import { presentSubmissionCard } from '../../presenters/submissionCard.ts';
import { auditSubmissionRead, type ReadVia } from '../../services/auditRead.ts';
import { type PatientKeys, patientKeysOf, searchKeys } from '../../services/patientKeys.ts';
import { findOwnSubmission, SUBMISSION_NOT_FOUND } from './loadDetail.ts';
import { patientSearchBodySchema } from './relatedSubmissionsSchema.ts';
import { submissionParamsSchema } from './schema.ts';

/** A patient's history, not a practice's: more than this many requests of one person are not listed. */
const MAX_RELATED = 100;

/** Staff without any practice are told so (403), as on the dashboard. */
export function requirePractice(actor: Actor) {
  if (!isAdmin(actor) && actor.tenantIds.length === 0) throw noTenant();
}

// One patient's requests within one practice, found by the keyed hashes of the e-mail address and phone
// number (services/patientKeys.ts), as dashboard cards, for the detail screen's "Weitere Anfragen dieser
// Person" and for a search before an export or erasure. Mounted under /api/submissions; reads are audited.
export const relatedSubmissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  async function patientRequests(
    actor: Actor,
    tenant: { id: string },
    keys: PatientKeys,
    via: ReadVia,
    except?: string,
  ) {
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
          eq(formSubmissions.tenantId, tenant.id),
          or(...matches),
          except ? ne(formSubmissions.id, except) : undefined,
        ),
      )
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(MAX_RELATED);
    const cards = await Promise.all(
      rows.map((row) => presentSubmissionCard(deps.crypto, row.submission, row.tenantName)),
    );
    await auditSubmissionRead(
      db,
      { kind: 'user', id: actor.id },
      rows.map((row) => ({ id: row.submission.id, tenantId: row.submission.tenantId })),
      via,
    );
    return cards;
  }

  // The other requests of the patient who sent this one (either key matching).
  app.get('/:id/related', { schema: { params: submissionParamsSchema } }, async (request) => {
    const actor = request.actor!;
    requirePractice(actor);
    const { submission } = await findOwnSubmission(db, actor, request.params.id);
    authorize(actor, 'patient.search', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
    let keys: PatientKeys = { emailKey: submission.patientEmailKey, phoneKey: submission.patientPhoneKey };
    if (!keys.emailKey && !keys.phoneKey) {
      // Not scored yet: its own keys from its form data (the others are found by their stored keys).
      const formData = await deps.crypto.decryptJson<Record<string, unknown>>(
        submission.tenantId,
        submission.formData,
      );
      if (formData.ok && formData.value && typeof formData.value === 'object')
        keys = patientKeysOf(await deps.crypto.patientKeyHasher(submission.tenantId), formData.value);
    }
    const submissions = await patientRequests(
      actor,
      { id: submission.tenantId },
      keys,
      'related',
      submission.id,
    );
    return { submissions };
  });

  // A search by e-mail address and/or phone number within one practice the actor works for. A POST with the
  // address in its body, not a GET: a query string ends up in proxies' and browsers' logs and histories.
  app.post('/patient-search', { schema: { body: patientSearchBodySchema } }, async (request) => {
    const actor = request.actor!;
    const [tenant] = await selectTenants(db, actor, request.body.tenantId);
    authorize(actor, 'patient.search', { tenantId: tenant!.id });
    const keys = await searchKeys(deps.crypto, tenant!.id, request.body);
    return { submissions: await patientRequests(actor, tenant!, keys, 'patient_search') };
  });
};
