// buildApp(deps) → a ready Fastify instance. main.ts listens on it; tests call app.inject on it.
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './context.ts';
import { publicUrl } from './env.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { registerErrorHandler } from './http/errorHandler.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerStaticFiles } from './http/staticFiles.ts';
import { authRoutes } from './routes/auth/auth.ts';
import { decryptFileRoute } from './routes/functions/decryptFile.ts';
import { getSubmissionsRoute } from './routes/functions/getSubmissions.ts';
import { processAnamneseRoute } from './routes/functions/processAnamnese.ts';
import { scanSpamRoute } from './routes/functions/scanSpam.ts';
import { secureUploadRoute } from './routes/functions/secureUpload.ts';
import { sendMailRoute } from './routes/functions/sendMail.ts';
import { submitAnamneseRoute } from './routes/functions/submitAnamnese.ts';
import { submitFormRoute } from './routes/functions/submitForm.ts';
import { verifySubmissionTokenRoute } from './routes/functions/verifySubmissionToken.ts';
import { webflowSubmitRoute } from './routes/functions/webflowSubmit.ts';
import { healthRoutes } from './routes/health/health.ts';
import { publicTenantRoutes } from './routes/public/publicTenant.ts';
import { exportPdfRoutes } from './routes/submissions/exportPdf.ts';
import { submissionRoutes } from './routes/submissions/submissions.ts';
import { tenantRoutes } from './routes/tenants/tenants.ts';
import { userRoutes } from './routes/users/users.ts';
import { createSubmissionWriter } from './services/submissionWriter.ts';
import { createTenantResolver } from './tenants/resolveTenant.ts';

export async function buildApp(deps: AppDeps, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    // Behind a reverse proxy on the same host or network the client address comes from X-Forwarded-For.
    trustProxy: ['loopback', 'uniquelocal'],
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  registerSecurityHeaders(app, publicUrl(deps.env).startsWith('https://'));
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 256 * 1024 });
  // Only the public functions are called from other sites (practice websites).
  await app.register(fastifyCors, {
    origin: (_origin, cb) => cb(null, true),
    credentials: false,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'apikey', 'x-client-info'],
    hook: 'onRequest',
    delegator: (request, cb) => cb(null, { origin: request.url.startsWith('/functions/') }),
  });
  registerAuthentication(app, deps.database.db, publicUrl(deps.env));

  await app.register(healthRoutes, deps);
  await app.register(authRoutes, { ...deps, prefix: '/api/auth' });
  await app.register(tenantRoutes, { ...deps, prefix: '/api/tenants' });
  await app.register(userRoutes, { ...deps, prefix: '/api/users' });
  await app.register(submissionRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(exportPdfRoutes, { ...deps, prefix: '/api/submissions' });

  const submissionWriter = createSubmissionWriter(deps.database, deps.queue, deps.env.SUBMIT_RATE_LIMIT);
  app.addHook('onClose', () => submissionWriter.drain());
  const publicDeps = {
    ...deps,
    tenants: createTenantResolver(deps.database.db, deps.env.DEFAULT_TENANT),
    submissionWriter,
  };
  await app.register(publicTenantRoutes, { ...publicDeps, prefix: '/api/public' });
  for (const route of [
    submitFormRoute,
    webflowSubmitRoute,
    secureUploadRoute,
    submitAnamneseRoute,
    scanSpamRoute,
    getSubmissionsRoute,
    processAnamneseRoute,
    decryptFileRoute,
    sendMailRoute,
    verifySubmissionTokenRoute,
  ]) {
    await app.register(route, { ...publicDeps, prefix: '/functions/v1' });
  }
  await registerStaticFiles(app, deps.webRoot);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
