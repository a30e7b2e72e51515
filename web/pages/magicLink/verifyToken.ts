// POST /functions/v1/verifySubmissionToken (spec 002 §7): the link token or the 6-digit code for one
// submission, with the public key in `apikey`. A success also sets the HttpOnly grant cookie (DESIGN §5
// "Magic-link grant") that lets this browser read the prescription file and reload the page; the call is made
// with credentials so that cookie is stored and sent. No 401 here leads to the login screen.

import { z } from 'zod';
import { type SubmissionDetail, submissionDetailSchema } from '../../../common/schemas/submissionDetail.ts';
import { publicTenantSchema } from '../../../common/tenantConfig.ts';
import type { VerifyErrorCode } from '../../../common/texts/magicLink.ts';

export const VERIFY_PATH = '/functions/v1/verifySubmissionToken';
const PUBLIC_TENANT_PATH = '/api/public/tenant';
const PUBLIC_KEY_PATH = '/api/public/key';
const publicKeySchema = z.object({ publicKey: z.string().min(1) });

export type VerifyOutcome =
  | { kind: 'granted'; submission: SubmissionDetail; email: string }
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

async function readKey(path: string, pick: (payload: unknown) => string | undefined): Promise<string> {
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'omit' });
    return response.ok ? (pick(await response.json()) ?? '') : '';
  } catch {
    return '';
  }
}

/**
 * The public key the reception sends (one key for every practice). The page does not know the practice, so
 * it asks for the key alone (`GET /api/public/key`); failing that, the practice named in the link (`tenant`)
 * or the one the server resolves by host or DEFAULT_TENANT answers it. '' when none answers: the call is still
 * made and the server's refusal shown.
 */
export async function fetchPublicKey(tenantSlug: string | null): Promise<string> {
  const keyOnly = await readKey(
    PUBLIC_KEY_PATH,
    (payload) => publicKeySchema.safeParse(payload).data?.publicKey,
  );
  if (keyOnly) return keyOnly;
  const query = tenantSlug ? `?${new URLSearchParams({ tenant: tenantSlug })}` : '';
  return readKey(
    `${PUBLIC_TENANT_PATH}${query}`,
    (payload) => publicTenantSchema.safeParse(payload).data?.tenant.publicKey,
  );
}

export async function verifySubmissionToken(
  publicKey: string,
  submissionId: string,
  token: string,
): Promise<VerifyOutcome> {
  let response: Response;
  let payload: Record<string, unknown>;
  try {
    response = await fetch(VERIFY_PATH, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(publicKey ? { apikey: publicKey } : {}),
      },
      body: JSON.stringify({ submissionId, token }),
      credentials: 'same-origin',
    });
    payload = ((await response.json()) ?? {}) as Record<string, unknown>;
  } catch {
    return { kind: 'failed' };
  }

  if (response.ok && payload.success === true) {
    const submission = submissionDetailSchema.safeParse(payload.submission);
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
