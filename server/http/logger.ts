// The server's request log (pino through Fastify). Never cookies, keys or client addresses; never bodies;
// never query strings (a magic-link code or a search could sit there). Tests pass a stream to read it.
import type { Writable } from 'node:stream';
import type { Env } from '../env.ts';

export const serverLogger = (level: Env['LOG_LEVEL'], stream?: Writable) => ({
  level,
  ...(stream ? { stream } : {}),
  redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers.apikey'],
  serializers: {
    req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
  },
});
