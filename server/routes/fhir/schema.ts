import { submissionParamsSchema } from '../submissions/schema.ts';

/** GET /api/submissions/:id/fhir: the request's id, as every submission route checks it (400 VALIDATION_ERROR). */
export const fhirExportParamsSchema = submissionParamsSchema;

/** The FHIR JSON media type (R4 §3.1.0.1.7), UTF-8 as JSON always is. */
export const FHIR_JSON = 'application/fhir+json; charset=utf-8';

/** Where the published Questionnaire is served, on every installation's own host. */
export const QUESTIONNAIRE_PATH = '/fhir/Questionnaire/praxisdesk-anamnese';
