import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resendNotification } from '../../commands/resendNotification.ts';
import type { PublicDeps } from '../../context.ts';
import { publicUrl } from '../../env.ts';
import { requireUser } from '../../http/authenticate.ts';
import { sendMailBodySchema, sendMailResponseSchema } from './schema.ts';

// POST /functions/v1/sendMail — staff only (spec 001 §2.1, §4): resend the notification of a submission now.
// The screen reads `message` (spec 001 §8: the server's message is preferred), so every error answer here
// carries it beside the usual {success: false, error, errorCode}.
export const sendMailRoute: FastifyPluginAsyncZod<PublicDeps> = async (app, deps) => {
  const mail = {
    database: deps.database,
    crypto: deps.crypto,
    keyedHash: deps.keyedHash,
    mailer: deps.mailer,
    publicUrl: publicUrl(deps.env),
  };

  app.post(
    '/sendMail',
    {
      onRequest: requireUser,
      onSend: async (_request, reply, payload) => withMessage(reply.statusCode, payload),
      schema: { body: sendMailBodySchema, response: { 200: sendMailResponseSchema } },
    },
    async (request) => resendNotification(mail, request.actor!, request.body),
  );
};

function withMessage(status: number, payload: unknown) {
  if (status < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { error?: unknown; message?: unknown };
    if (typeof body.error !== 'string' || body.message !== undefined) return payload;
    return JSON.stringify({ success: false, message: body.error, ...body });
  } catch {
    return payload;
  }
}
