import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  patientSearchResponseSchema,
  relatedRequestsResponseSchema,
} from '../../../common/schemas/patientRequests.ts';
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { authorize, isAdmin } from '../../policies/policy.ts';
import { noTenant, selectTenants } from '../../policies/tenantSelection.ts';
import { findOwnSubmission, SUBMISSION_NOT_FOUND } from '../../queries/submissionDetail.ts';
import { type PatientKeys, patientKeysOf, searchKeys } from '../../services/patientKeys.ts';
import {
  groupByPerson,
  type PersonGroup,
  personNameKey,
  splitByPerson,
} from '../../services/patientPeople.ts';
import { loadPatientCandidates } from './loadPatientRequests.ts';
import { patientSearchBodySchema } from './relatedSubmissionsSchema.ts';
import { submissionParamsSchema } from './schema.ts';

/** Staff without any practice are told so (403), as on the dashboard. */
export function requirePractice(actor: Actor) {
  if (!isAdmin(actor) && actor.tenantIds.length === 0) throw noTenant();
}

const presentPerson = <T>({ name, shared, items }: PersonGroup<T>) => ({ name, shared, submissions: items });

// One patient's requests within one practice, found by the keyed hashes of the e-mail address and phone
// number (services/patientKeys.ts) and told apart by person (services/patientPeople.ts: a family's shared
// number is several people), as dashboard cards, for the detail screen's "Weitere Anfragen dieser Person" and
// for a search before an export or erasure. Mounted under /api/submissions; reads are audited.
export const relatedSubmissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps.database;
  app.addHook('onRequest', requireUser);

  // The other requests of the person who sent this one (same name, and either key matching), and apart from
  // them everyone else who gave the same address or number, one entry per person.
  app.get(
    '/:id/related',
    { schema: { params: submissionParamsSchema, response: { 200: relatedRequestsResponseSchema } } },
    async (request) => {
      const actor = request.actor!;
      requirePractice(actor);
      const { submission } = await findOwnSubmission(db, actor, request.params.id);
      authorize(actor, 'patient.search', { tenantId: submission.tenantId }, SUBMISSION_NOT_FOUND);
      const formData = await deps.crypto.decryptJson<Record<string, unknown>>(
        submission.tenantId,
        submission.formData,
      );
      const readable = formData.ok && Boolean(formData.value) && typeof formData.value === 'object';
      let keys: PatientKeys = { emailKey: submission.patientEmailKey, phoneKey: submission.patientPhoneKey };
      // Not scored yet: its own keys from its form data (the others are found by their stored keys).
      if (!keys.emailKey && !keys.phoneKey && readable)
        keys = patientKeysOf(await deps.crypto.patientKeyHasher(submission.tenantId), formData.value!);
      const candidates = await loadPatientCandidates(
        deps,
        actor,
        submission.tenantId,
        keys,
        'related',
        submission.id,
      );
      const { own, others } = splitByPerson(
        { keys, nameKey: personNameKey(readable ? formData.value! : null) },
        candidates,
      );
      return { submissions: own, others: others.map(presentPerson) };
    },
  );

  // A search by e-mail address and/or phone number within one practice the actor works for, answered by
  // person: staff choose whose requests to export or erase by name. A POST with the address in its body, not
  // a GET: a query string ends up in proxies' and browsers' logs and histories.
  app.post(
    '/patient-search',
    { schema: { body: patientSearchBodySchema, response: { 200: patientSearchResponseSchema } } },
    async (request) => {
      const actor = request.actor!;
      const [tenant] = await selectTenants(db, actor, request.body.tenantId);
      authorize(actor, 'patient.search', { tenantId: tenant!.id });
      const keys = await searchKeys(deps.crypto, tenant!.id, request.body);
      const candidates = await loadPatientCandidates(deps, actor, tenant!.id, keys, 'patient_search');
      return { people: groupByPerson(keys, candidates).map(presentPerson) };
    },
  );
};
