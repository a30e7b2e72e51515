import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scanSpamBodySchema } from '../../../common/schemas/spamScan.ts';
import { presentScanResult, SCAN_CHUNK, scanSpam, selectScanTargets } from '../../commands/scanSpam.ts';
import type { PublicDeps } from '../../context.ts';
import { requireUser } from '../../http/authenticate.ts';
import { auditSubmissionRead, withTenants } from '../../services/auditRead.ts';
import { aiConfigFrom } from '../../services/spam/aiSecondOpinion.ts';

const summary = (scanned: number, spamFound: number, errors: number) =>
  `${scanned === 1 ? '1 Einreichung' : `${scanned} Einreichungen`} geprüft, ${spamFound} als Spam erkannt${errors ? `, ${errors} Fehler` : ''}.`;

// POST /functions/v1/scanSpam — staff only; JSON answer, or text/event-stream with live progress.
export const scanSpamRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  const spamDeps = { ...deps, ai: aiConfigFrom(deps.env) };

  app.post(
    '/scanSpam',
    { onRequest: requireUser, schema: { body: scanSpamBodySchema } },
    async (request, reply) => {
      const body = request.body;
      const ids = await selectScanTargets(spamDeps, request.actor!, body);
      // The scan reads (decrypts) each target's content and answers its verdict: audited up front, before
      // any result leaves, as one read naming the ids.
      const db = deps.database.db;
      await auditSubmissionRead(
        db,
        { kind: 'user', id: request.actor!.id },
        await withTenants(db, ids),
        'scan',
      );

      if (!body.enableStreaming) {
        const results = (await scanSpam(spamDeps, ids)).map(presentScanResult);
        const spamFound = results.filter((r) => r.is_spam).length;
        const errors = results.filter((r) => r.error).length;
        return {
          message: summary(results.length, spamFound, errors),
          scanned: results.length,
          spamFound,
          errors,
          results,
        };
      }

      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
      });
      const send = (event: object) => reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
      let spamFound = 0;
      let errors = 0;
      try {
        const results = await scanSpam(spamDeps, ids, (progress) => {
          const perItem = progress.elapsedMs / Math.max(1, progress.processed);
          for (const item of progress.chunk) {
            if (item.isSpam) spamFound++;
            if (item.error) errors++;
            send({
              type: 'progress',
              processed: progress.processed,
              total: progress.total,
              estimatedTimeRemaining: Math.round((perItem * (progress.total - progress.processed)) / 1000),
              currentBatch: Math.ceil(progress.processed / SCAN_CHUNK),
              submission: { id: item.id, spamScore: item.score, isSpam: item.isSpam },
              ...(item.error ? { error: item.error } : {}),
            });
          }
        });
        send({
          type: 'complete',
          processed: results.length,
          total: ids.length,
          estimatedTimeRemaining: 0,
          message: summary(results.length, spamFound, errors),
          scanned: results.length,
          spamFound,
          errors,
          results: results.map(presentScanResult),
        });
      } catch (error) {
        request.log.error({ err: error }, 'scanSpam stream failed');
        send({ type: 'error', error: 'Beim Scannen ist ein Fehler aufgetreten' });
      }
      reply.raw.end();
    },
  );
};
