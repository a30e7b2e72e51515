import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './loginForm.ts';
import { authTexts } from './texts/auth.ts';

describe('validateLoginForm', () => {
  it('accepts an e-mail address and a password', async () => {
    expect(await validateLoginForm({ email: 'staff@praxis.test', password: 'x' })).toEqual({});
  });

  it('asks for both fields when they are empty', async () => {
    expect(await validateLoginForm({ email: '', password: '' })).toEqual({
      email: authTexts.emailRequired,
      password: authTexts.passwordRequired,
    });
  });

  it('rejects something that is not an e-mail address', async () => {
    expect(await validateLoginForm({ email: 'staff-at-praxis', password: 'x' })).toEqual({
      email: authTexts.emailInvalid,
    });
  });
});
