// One patient's requests as the server answers them (GET /api/submissions/:id/related, POST …/patient-search):
// one shape for the server's serialisation (an explicit field list), the web client and the tests. Requests
// are told apart by person (issue 43): the same name and the same e-mail address or phone number is one person;
// others who gave the same address or number are named people of their own.
import { z } from 'zod';
import { submissionDetailSchema } from './submissionDetail.ts';

/**
 * A request as a dashboard card shows it (server/presenters/submissionCard.ts): the detail's fields of the
 * request itself, its owner's name, and form data that is { _decryptionError } when it cannot be decrypted.
 */
export const patientRequestCardSchema = submissionDetailSchema
  .pick({
    id: true,
    created_at: true,
    updated_at: true,
    tenant_id: true,
    tenants: true,
    form_type: true,
    is_spam: true,
    is_processed: true,
    spam_score: true,
    spam_confidence: true,
    spam_reasons: true,
    quarantine_status: true,
    has_anamnese: true,
    request_kind: true,
    workflow_state: true,
    assignee_id: true,
    workflow_version: true,
    opened_at: true,
  })
  .extend({ form_data: z.record(z.string(), z.unknown()), assignee_name: z.string().nullable() });
export type PatientRequestCard = z.infer<typeof patientRequestCardSchema>;

/** What a person's requests have in common with the request or the search they were found by. */
export const sharedContactSchema = z.enum(['email', 'phone']);
export type SharedContact = z.infer<typeof sharedContactSchema>;

/** One person: the name as typed in their newest request ('' when none), newest request first. */
export const patientPersonSchema = z.object({
  name: z.string(),
  shared: z.array(sharedContactSchema),
  submissions: z.array(patientRequestCardSchema),
});
export type PatientPerson = z.infer<typeof patientPersonSchema>;

/**
 * GET /api/submissions/:id/related: `submissions` are this person's other requests (same name, and the same
 * address or number); `others` everyone else who gave the request's address or number, one entry per person.
 */
export const relatedRequestsResponseSchema = z.object({
  submissions: z.array(patientRequestCardSchema),
  others: z.array(patientPersonSchema),
});
export type RelatedRequests = z.infer<typeof relatedRequestsResponseSchema>;

/** POST /api/submissions/patient-search: everyone found by the address or number, one entry per person. */
export const patientSearchResponseSchema = z.object({ people: z.array(patientPersonSchema) });
export type PatientSearchResult = z.infer<typeof patientSearchResponseSchema>;
