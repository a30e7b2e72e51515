// The link a password mail carries and its sending. The token stands in the link's fragment (#token=…): a
// browser never sends the fragment to a server, so it stays out of access logs and Referer headers, and the
// page spends it only when the person submits a new password (a mail scanner opening the link changes nothing).
import { SET_PASSWORD_PATH } from '../../common/passwordPaths.ts';
import type { RenderedEmail } from '../emails/layout.ts';
import { type Env, publicUrl } from '../env.ts';
import type { Mailer } from '../services/mail/mailer.ts';

export const passwordLink = (env: Env, token: string) =>
  `${publicUrl(env)}${SET_PASSWORD_PATH}#token=${encodeURIComponent(token)}`;

/** Sends one mail; answers whether the transport took it (the error text only goes to the caller's log). */
export async function sendPasswordMail(mailer: Mailer, to: string, mail: RenderedEmail) {
  return mailer.send({ to, ...mail });
}
