import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './loginForm.ts';
import { authTexts } from './texts/auth.ts';

describe('validateLoginForm', () => {
  it('accepts an e-mail address and a password', () => {
    expect(validateLoginForm({ email: 'staff@praxis.test', password: 'x' })).toEqual({});
  });

  it('asks for both fields when they are empty', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      email: authTexts.emailRequired,
      password: authTexts.passwordRequired,
    });
  });

  it('rejects something that is not an e-mail address', () => {
    expect(validateLoginForm({ email: 'staff-at-praxis', password: 'x' })).toEqual({
      email: authTexts.emailInvalid,
    });
  });
});
