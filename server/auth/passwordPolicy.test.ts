import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '../../common/passwordRule.ts';
import { isCommonPassword, passwordPolicyProblem } from './passwordPolicy.ts';

const idOf = (password: string) => passwordPolicyProblem(password)?.id ?? null;

describe('the password policy', () => {
  it('needs at least 12 characters, counted as characters (umlauts are one each)', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(idOf('password')).toBe('PASSWORD_TOO_SHORT');
    expect(idOf('12345678')).toBe('PASSWORD_TOO_SHORT');
    expect(idOf('Kürbis-Äpfel')).toBeNull(); // 12 characters, 14 bytes
    expect(idOf('Kürbis-Äpfe')).toBe('PASSWORD_TOO_SHORT');
    expect(passwordPolicyProblem('kurz')?.message).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.');
  });

  it('caps the length at 200', () => {
    expect(idOf('x'.repeat(200).replace(/^x/, 'Q'))).toBeNull();
    expect(idOf('Lang-'.repeat(41))).toBe('PASSWORD_TOO_LONG');
  });

  it('refuses the commonest passwords in any case, also with digits or signs tacked on', () => {
    for (const common of [
      'qwerty123456',
      'QWERTY123456',
      'PasswordPassword',
      '1q2w3e4r5t6y',
      'Passwort1234!',
      'sommer2024!!!',
    ]) {
      expect(idOf(common), common).toBe('PASSWORD_TOO_COMMON');
    }
    expect(passwordPolicyProblem('PasswordPassword')?.message).toMatch(/am häufigsten verwendeten/);
  });

  it('accepts long passwords that are not on the list', () => {
    for (const fine of [
      'Richtig-Geheim-123',
      'Staff-Passw0rt!',
      'drei kleine Wölfe singen',
      'Sicher-Genug-2026',
    ]) {
      expect(idOf(fine), fine).toBeNull();
      expect(isCommonPassword(fine)).toBe(false);
    }
  });
});
