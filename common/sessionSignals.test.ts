import { describe, expect, it } from 'vitest';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_VALUE } from './sessionSignals.ts';

describe('hasSignedInHint', () => {
  const hint = `${SIGNED_IN_HINT_COOKIE}=${SIGNED_IN_HINT_VALUE}`;
  it('finds the hint among other cookies, as document.cookie and a Cookie header write them', () => {
    expect(hasSignedInHint(hint)).toBe(true);
    expect(hasSignedInHint(`a=1; ${hint}; b=2`)).toBe(true);
    expect(hasSignedInHint(`a=1;${hint}`)).toBe(true);
  });
  it('is false without it, with another value, or for a cookie whose name only starts alike', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}=0`)).toBe(false);
    expect(hasSignedInHint(`${SIGNED_IN_HINT_COOKIE}_old=${SIGNED_IN_HINT_VALUE}`)).toBe(false);
    expect(hasSignedInHint(`x${hint}`)).toBe(false);
  });
});
