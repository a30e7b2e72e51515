import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildDataExport } from '../../commands/buildDataExport.ts';
import type { AppDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { contentDisposition } from '../../http/contentDisposition.ts';
import { dataExportQuerySchema } from './dataExportSchema.ts';
import { requirePractice } from './relatedSubmissions.ts';
import { submissionParamsSchema } from './schema.ts';

// "Datenauskunft" (GDPR Art. 15, mounted under /api/submissions): the request in the path, and with ids= more
// requests of the same patient, as one ZIP. Another practice's id, in the path or in ids, answers 404.
export const dataExportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/:id/data-export',
    { schema: { params: submissionParamsSchema, querystring: dataExportQuerySchema } },
    async (request, reply) => {
      const actor = request.actor!;
      requirePractice(actor);
      const { zip, fileName } = await buildDataExport(
        deps,
        actor,
        [request.params.id, ...request.query.ids],
        (message) => request.log.warn(message),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(zip);
    },
  );
};
