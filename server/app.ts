// buildApp(deps) → a ready Fastify instance. main.ts listens on it; tests call app.inject on it.
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionPolicyFrom } from './auth/sessions.ts';
import type { AppDeps } from './context.ts';
import { publicUrl, type TrustProxy } from './env.ts';
import { registerAuthentication } from './http/authenticate.ts';
import { answerError, registerErrorHandler } from './http/errorHandler.ts';
import { registerInputSanity } from './http/inputSanity.ts';
import { AccessLogController } from './http/logger.ts';
import { HTTP_TIMEOUTS, type HttpTimeouts, httpTimeouts } from './http/requestTimeouts.ts';
import { pagePolicy, registerSecurityHeaders, setSecurityHeaders } from './http/securityHeaders.ts';
import { registerStaticFiles } from './http/staticFiles.ts';
import { auditRoutes } from './routes/audit/audit.ts';
import { authRoutes } from './routes/auth/auth.ts';
import { blacklistRoutes } from './routes/blacklist/blacklist.ts';
import { consentDocumentRoutes } from './routes/consentDocuments/consentDocuments.ts';
import { consentSigningRoutes } from './routes/consentSigning/consentSigning.ts';
import { fhirRoutes } from './routes/fhir/fhir.ts';
import { decryptFileRoute } from './routes/functions/decryptFile.ts';
import { getSubmissionsRoute } from './routes/functions/getSubmissions.ts';
import { processAnamneseRoute } from './routes/functions/processAnamnese.ts';
import { renewSubmissionTokenRoute } from './routes/functions/renewSubmissionToken.ts';
import { scanSpamRoute } from './routes/functions/scanSpam.ts';
import { secureUploadRoute } from './routes/functions/secureUpload.ts';
import { sendMailRoute } from './routes/functions/sendMail.ts';
import { submitAnamneseRoute } from './routes/functions/submitAnamnese.ts';
import { submitFormRoute } from './routes/functions/submitForm.ts';
import { verifySubmissionTokenRoute } from './routes/functions/verifySubmissionToken.ts';
import { webflowSubmitRoute } from './routes/functions/webflowSubmit.ts';
import { healthRoutes } from './routes/health/health.ts';
import { membershipRoutes } from './routes/memberships/memberships.ts';
import { patientPageRoutes } from './routes/patientPage/patientPage.ts';
import { practiceStaffRoutes } from './routes/practiceStaff/practiceStaff.ts';
import { publicTenantRoutes } from './routes/public/publicTenant.ts';
import { replyRoutes } from './routes/replies/replies.ts';
import { replyTemplateRoutes } from './routes/replies/replyTemplates.ts';
import { retentionHoldRoutes } from './routes/retention/hold.ts';
import { retentionRoutes } from './routes/retention/retention.ts';
import { searchRoutes } from './routes/search/search.ts';
import { submissionConsentRoutes } from './routes/submissionConsents/submissionConsents.ts';
import { dataExportRoutes } from './routes/submissions/dataExport.ts';
import { exportCsvRoutes } from './routes/submissions/exportCsv.ts';
import { exportPdfRoutes } from './routes/submissions/exportPdf.ts';
import { relatedSubmissionRoutes } from './routes/submissions/relatedSubmissions.ts';
import { submissionRoutes } from './routes/submissions/submissions.ts';
import { translationRoutes } from './routes/submissions/translation.ts';
import { workflowRoutes } from './routes/submissions/workflow.ts';
import { tenantRoutes } from './routes/tenants/tenants.ts';
import { twoFactorAccountRoutes } from './routes/twoFactor/account.ts';
import { twoFactorAdminRoutes } from './routes/twoFactor/admin.ts';
import { twoFactorLoginRoutes } from './routes/twoFactor/loginStep.ts';
import { userRoutes } from './routes/users/users.ts';
import { webhookRoutes } from './routes/webhooks/webhooks.ts';
import { createSubmissionWriter } from './services/submissionWriter.ts';
import { createTenantResolver } from './tenants/resolveTenant.ts';

export type AppOptions = {
  logger?: FastifyServerOptions['logger'];
  /** Tests shorten them; the server runs with HTTP_TIMEOUTS. */
  timeouts?: Partial<HttpTimeouts>;
};

export async function buildApp(deps: AppDeps, options: AppOptions = {}) {
  const timeouts = httpTimeouts({ ...HTTP_TIMEOUTS, ...options.timeouts });
  const https = publicUrl(deps.env).startsWith('https://');
  const app = Fastify({
    ...timeouts.options,
    logger: options.logger ?? false,
    logController: new AccessLogController(),
    // X-Forwarded-For names the client only when TRUST_PROXY says which peers may (off by default: anyone
    // reaching Node directly could otherwise choose their address and walk past limits and the blacklist).
    trustProxy: trustProxyOption(deps.env.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // The router's own errors (a path that does not decode) skip the hooks and the error handler.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request, reply, https);
      return answerError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  timeouts.attach(app.server);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandler(app);
  // Before any route: no NUL or lone surrogate in any string of a request (issue 43, finding 2).
  registerInputSanity(app);
  registerSecurityHeaders(app, https);
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
  registerAuthentication(app, deps.database.db, publicUrl(deps.env), sessionPolicyFrom(deps.env));

  await app.register(healthRoutes, deps);
  await app.register(authRoutes, { ...deps, prefix: '/api/auth' });
  // Two-factor login: the login's second step, the own account's settings, the administration's side.
  await app.register(twoFactorLoginRoutes, { ...deps, prefix: '/api/auth/two-factor' });
  await app.register(twoFactorAccountRoutes, { ...deps, prefix: '/api/account/two-factor' });
  await app.register(twoFactorAdminRoutes, { ...deps, prefix: '/api/two-factor' });
  // One practice resolver (with its short cache) for the reception and the administration that changes it.
  const tenants = createTenantResolver(deps.database.db, deps.env.DEFAULT_TENANT);
  await app.register(tenantRoutes, { ...deps, tenants, prefix: '/api/tenants' });
  await app.register(userRoutes, { ...deps, prefix: '/api/users' });
  await app.register(membershipRoutes, { ...deps, prefix: '/api/memberships' });
  await app.register(blacklistRoutes, { ...deps, prefix: '/api/blacklist' });
  // /api/audit, /api/audit/actions and /api/audit.csv: the administration's Protokoll.
  await app.register(auditRoutes, { ...deps, prefix: '/api' });
  await app.register(searchRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(submissionRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(exportPdfRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(exportCsvRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(relatedSubmissionRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(dataExportRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(retentionRoutes, { ...deps, prefix: '/api/retention' });
  await app.register(retentionHoldRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(replyRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(replyTemplateRoutes, { ...deps, prefix: '/api/reply-templates' });
  await app.register(workflowRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(translationRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(submissionConsentRoutes, { ...deps, prefix: '/api/submissions' });
  await app.register(consentSigningRoutes, { ...deps, prefix: '/api/public/consent' });
  await app.register(patientPageRoutes, { ...deps, prefix: '/api/patient' });
  await app.register(consentDocumentRoutes, { ...deps, prefix: '/api/consent-documents' });
  await app.register(webhookRoutes, { ...deps, prefix: '/api/webhooks' });
  await app.register(practiceStaffRoutes, { ...deps, prefix: '/api/practices/:tenantId/staff' });
  await app.register(fhirRoutes, deps);

  const submissionWriter = createSubmissionWriter(deps.database, deps.queue, deps.env.SUBMIT_RATE_LIMIT);
  app.addHook('onClose', () => submissionWriter.drain());
  const publicDeps = {
    ...deps,
    tenants,
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
    renewSubmissionTokenRoute,
  ]) {
    await app.register(route, { ...publicDeps, prefix: '/functions/v1' });
  }
  await registerStaticFiles(app, deps.webRoot, (request) => pagePolicy(tenants, request));
  return app;
}

/** A hop count as the function Fastify itself would make of it (its types take no number). */
function trustProxyOption(value: TrustProxy): FastifyServerOptions['trustProxy'] {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
