// POST /functions/v1/verifySubmissionToken (spec 002 §7): the link token or the 6-digit code for one
// submission, with the public key in `apikey`. It consumes the token, so the page calls it only when a person
// asks (useLinkVerification). A success also sets the HttpOnly grant cookie (DESIGN §5 "Magic-link grant")
// that lets this browser read the prescription file and open the link again; the call is made with
// credentials so that cookie is stored and sent. No 401 here leads to the login screen.

import { z } from 'zod';
import {
  type MagicLinkSubmission,
  magicLinkSubmissionSchema,
} from '../../../common/schemas/magicLinkSubmission.ts';
import type { VerifyErrorCode } from '../../../common/texts/magicLink.ts';

export const VERIFY_PATH = '/functions/v1/verifySubmissionToken';
const PUBLIC_KEY_PATH = '/api/public/key';
const publicKeySchema = z.object({ publicKey: z.string().min(1) });

export type VerifyOutcome =
  | { kind: 'granted'; submission: MagicLinkSubmission; email: string }
  /** code: the server's code, or null when it named none we know. */
  | { kind: 'denied'; code: VerifyErrorCode | null }
  /** The server was not reached, or its answer could not be read. */
  | { kind: 'failed' };

const KNOWN_CODES: readonly VerifyErrorCode[] = [
  'TOKEN_ALREADY_USED',
  'TOKEN_EXPIRED',
  'TOKEN_NOT_FOUND',
  'SUBMISSION_NOT_FOUND',
  'BAD_REQUEST',
  'TOKEN_LOCKED',
  'RATE_LIMITED',
  'UNKNOWN_ERROR',
];

const isKnownCode = (value: unknown): value is VerifyErrorCode =>
  typeof value === 'string' && (KNOWN_CODES as readonly string[]).includes(value);

/**
 * The public key the reception sends (one key for every practice). The page does not know the practice (a
 * mail's link names only the submission), so it asks for the key alone. '' when it cannot be read: the call
 * is still made and the server's refusal shown.
 */
export async function fetchPublicKey(): Promise<string> {
  try {
    const response = await fetch(PUBLIC_KEY_PATH, {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
    return response.ok ? (publicKeySchema.safeParse(await response.json()).data?.publicKey ?? '') : '';
  } catch {
    return '';
  }
}

/**
 * POSTs a link's submission id and token to one of the magic-link functions; null when the server was not
 * reached or its answer could not be read.
 */
export async function postLinkToken(
  path: string,
  publicKey: string,
  submissionId: string,
  token: string,
): Promise<{ ok: boolean; payload: Record<string, unknown> } | null> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(publicKey ? { apikey: publicKey } : {}),
      },
      body: JSON.stringify({ submissionId, token }),
      credentials: 'same-origin',
    });
    return { ok: response.ok, payload: ((await response.json()) ?? {}) as Record<string, unknown> };
  } catch {
    return null;
  }
}

export async function verifySubmissionToken(
  publicKey: string,
  submissionId: string,
  token: string,
): Promise<VerifyOutcome> {
  const answer = await postLinkToken(VERIFY_PATH, publicKey, submissionId, token);
  if (!answer) return { kind: 'failed' };
  const { payload } = answer;

  if (answer.ok && payload.success === true) {
    const submission = magicLinkSubmissionSchema.safeParse(payload.submission);
    if (!submission.success) return { kind: 'failed' };
    return {
      kind: 'granted',
      submission: submission.data,
      email: typeof payload.email === 'string' ? payload.email : '',
    };
  }
  const code = payload.code ?? payload.errorCode;
  return { kind: 'denied', code: isKnownCode(code) ? code : null };
}
