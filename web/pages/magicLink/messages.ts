// Which message and which offers the magic-link page shows for an outcome (spec 002 §2, §5, §8).
import { magicLinkTexts, type VerifyErrorCode } from '../../../common/texts/magicLink.ts';
import type { VerifyOutcome } from './verifyToken.ts';

/** Spec 002 §9: the one-time code has 6 digits. */
export const CODE_LENGTH = 6;

/** Non-digits are stripped (spec 002 §5), e.g. "123 456" or "123-456" as copied from a mail. */
export const normaliseCode = (value: string) => value.replace(/\D/g, '');

export const validCode = (code: string) => code.length === CODE_LENGTH;

/** Spec 002 §2: token not found, unknown or bad request also offer the 6-digit code. */
export function offersCode(code: VerifyErrorCode | null): boolean {
  return code === null || code === 'TOKEN_NOT_FOUND' || code === 'UNKNOWN_ERROR' || code === 'BAD_REQUEST';
}

/**
 * Issue 28: a used or expired link offers a new one to its recipient — only a link's token can ask (a used code
 * in the address, after a reload, cannot: codes are for typing, and guessable).
 */
export function offersRenewal(code: VerifyErrorCode | null, token: string | null): boolean {
  return (code === 'TOKEN_ALREADY_USED' || code === 'TOKEN_EXPIRED') && !!token && /[a-z]/i.test(token);
}

/** The message for an opened link that was refused; the spec's fallback for any code we do not know. */
export function linkErrorMessage(code: VerifyErrorCode | null): string {
  return code ? magicLinkTexts.linkErrors[code] : magicLinkTexts.linkFallback;
}

/** The message for a refused code: the code's own wording where there is one, else the link's. */
export function codeErrorMessage(outcome: Exclude<VerifyOutcome, { kind: 'granted' }>): string {
  if (outcome.kind === 'failed') return magicLinkTexts.code.failed;
  const { code } = outcome;
  const own = magicLinkTexts.code.errors as Partial<Record<VerifyErrorCode, string>>;
  return (code && own[code]) || linkErrorMessage(code);
}
