// FHIR R4 (issue 31): the published anamnese Questionnaire (public, at a stable address that wins over the web
// app's fallback, which only answers what no route does) and a request's Bundle for staff of its practice.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anamneseQuestionnaire } from '../../../common/fhir/anamneseQuestionnaire.ts';
import { referenceNumber } from '../../../common/reception/referenceNumber.ts';
import { fhirTexts } from '../../../common/texts/fhir.ts';
import type { AppDeps } from '../../context.ts';
import { publicUrl } from '../../env.ts';
import { loadSubmissionBundle } from '../../fhir/submissionBundle.ts';
import { requireUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { authorize } from '../../policies/policy.ts';
import { findOwnSubmission, loadSubmissionDetail } from '../../queries/submissionDetail.ts';
import { auditSubmissionRead } from '../../services/auditRead.ts';
import { FHIR_JSON, fhirExportParamsSchema, QUESTIONNAIRE_PATH } from './schema.ts';

const questionnaireJson = JSON.stringify(anamneseQuestionnaire);

export const fhirRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // The same for everyone and no one's data: cacheable, and readable by other sites' FHIR tools.
  app.get(QUESTIONNAIRE_PATH, { config: { withoutSession: true } }, async (_request, reply) =>
    reply
      .header('content-type', FHIR_JSON)
      .header('cache-control', 'public, max-age=3600')
      .header('access-control-allow-origin', '*')
      .send(questionnaireJson),
  );
  await app.register(submissionFhirRoutes, { ...deps, prefix: '/api/submissions' });
};

/** "FHIR exportieren": the detail's rules (another practice's id answers 404), audited as a read. */
const submissionFhirRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser);

  app.get('/:id/fhir', { schema: { params: fhirExportParamsSchema } }, async (request, reply) => {
    const actor = request.actor!;
    // The bundle carries the anamnese: an export of the clinical part (issue 44).
    const { submission } = await findOwnSubmission(
      deps.database.db,
      actor,
      request.params.id,
      'submission.export',
    );
    authorize(actor, 'submission.readClinical', { tenantId: submission.tenantId });
    const detail = await loadSubmissionDetail(deps, actor, request.params.id);
    const bundle = await loadSubmissionBundle(deps, detail, {
      baseUrl: publicUrl(deps.env),
      warn: (message) => request.log.warn(message),
    });
    await auditSubmissionRead(
      deps.database.db,
      { kind: 'user', id: actor.id },
      [{ id: detail.id, tenantId: detail.tenant_id }],
      'fhir',
    );
    return reply
      .header('content-type', FHIR_JSON)
      .header(
        'content-disposition',
        contentDisposition('attachment', fhirTexts.fileName(referenceNumber(detail.id))),
      )
      .header('cache-control', 'no-store')
      .send(JSON.stringify(bundle));
  });
};
