import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../context.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.database.executeSql('select 1');
      return { status: 'ok' };
    } catch {
      return reply
        .status(503)
        .send({ status: 'unavailable', error: 'Datenbank nicht erreichbar.', errorCode: 'DB_UNAVAILABLE' });
    }
  });
};
