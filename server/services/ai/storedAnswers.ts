// The anamnese answers as stored (encrypted), decrypted for the AI texts; unreadable answers are a clear
// error, never a text made from nothing.
import { AppError } from '../../errors.ts';
import type { CryptoService } from '../crypto.ts';
import type { Answers } from './facts.ts';

export async function decryptAnswers(
  crypto: CryptoService,
  tenantId: string,
  ciphertext: string,
): Promise<Answers> {
  const answers = await crypto.decryptJson<unknown>(tenantId, ciphertext);
  if (!answers.ok || !answers.value || typeof answers.value !== 'object' || Array.isArray(answers.value)) {
    throw new AppError(
      'DECRYPTION_FAILED',
      422,
      'Die Anamnese-Antworten können nicht gelesen werden (Entschlüsselung fehlgeschlagen).',
    );
  }
  return answers.value as Answers;
}

/** Milliseconds since `start` (performance.now()), rounded for the integer columns. */
export const elapsedMs = (start: number) => Math.round(performance.now() - start);
