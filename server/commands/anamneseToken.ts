// The single-use key that binds an anamnese to the request it belongs to (issue 13): submitForm answers it
// once, only its SHA-256 is stored (form_submissions.anamnese_token_hash), submitAnamnese clears it when the
// anamnese is attached. Knowing a request's id and the public website key is no longer enough.
import { createHash, randomBytes } from 'node:crypto';
import { knownFormType } from '../../common/intake/formTypes.ts';

/** How long after the request its anamnese may be sent (the reception offers it right after the request). */
export const ANAMNESE_TOKEN_HOURS = 24;

/** Self-pay requests are contact requests by type, but the reception offers them the anamnese too. */
const SELF_PAY_TYPES = ['no_prescription', 'selfpay', 'selbstzahler'];

/**
 * Whether a request can carry an anamnese: the booking ways after which the reception offers it
 * (prescription, manual prescription, self-pay; spec 002 §2) and the website spellings of those types.
 */
export function carriesAnamnese(type: unknown): boolean {
  if (knownFormType(type) === 'prescription') return true;
  return (
    typeof type === 'string' &&
    SELF_PAY_TYPES.includes(
      type
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    )
  );
}

export const newAnamneseToken = () => randomBytes(24).toString('base64url');

export const hashAnamneseToken = (token: string) => createHash('sha256').update(token).digest('hex');
