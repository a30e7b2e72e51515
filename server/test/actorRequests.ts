// The route tables of roles (practiceRoles.test.ts, ownerAdministration.test.ts) call the app as one named
// actor after another: a cookie each (none: nobody signed in), and the origin that writes need.
import type { TestContext } from './testContext.ts';

export type ActorRequest = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: unknown;
};

/** `cookies` is read at each call, so it may be filled after this is made (in beforeAll). */
export function callerFor<Who extends string>(ctx: () => TestContext, cookies: Partial<Record<Who, string>>) {
  return (who: Who, request: ActorRequest) =>
    ctx().app.inject({
      ...request,
      payload: request.payload as Record<string, unknown> | undefined,
      headers: {
        ...(cookies[who] ? { cookie: cookies[who] } : {}),
        ...(request.method === 'GET' ? {} : { origin: 'http://localhost:3000' }),
      },
    });
}
