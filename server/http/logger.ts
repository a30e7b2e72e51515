// The server's request log (pino through Fastify). Never cookies, keys or client addresses; never bodies;
// never query strings (a magic-link code or a search could sit there). Tests pass a stream to read it.
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';

export const serverLogger = (level: Env['LOG_LEVEL'], stream?: Writable) => ({
  level,
  ...(stream ? { stream } : {}),
  redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.apikey'],
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
  },
});

/**
 * One line per answered request (Fastify's default writes two: "incoming request" and "request completed"),
 * at the level the log is set to. Halves the log's cost on the intake's hot path.
 */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
