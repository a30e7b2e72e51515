// The spam filter's reasons quote what the patient wrote ("auffällig: „schmerzen“", a name that "wirkt
// zufällig", the AI's free text), so they are stored sealed with the practice's data key like the form data.
import { type CryptoService, DECRYPTION_FAILED, isCiphertext } from '../crypto.ts';

type Sealer = Pick<CryptoService, 'encryptJson'>;
type Opener = Pick<CryptoService, 'decryptJson'>;

export const sealReasons = (crypto: Sealer, tenantId: string, reasons: string[]) =>
  crypto.encryptJson(tenantId, reasons);

/** The German reasons of a stored row; rows from before sealing hold their JSON in clear until upgraded. */
export async function openReasons(
  crypto: Opener,
  tenantId: string,
  stored: string | null,
): Promise<string[] | null> {
  if (stored === null) return null;
  if (isCiphertext(stored)) {
    const opened = await crypto.decryptJson<string[]>(tenantId, stored);
    return opened.ok ? opened.value : [DECRYPTION_FAILED];
  }
  try {
    const legacy = JSON.parse(stored) as unknown;
    return Array.isArray(legacy) ? legacy.map(String) : null;
  } catch {
    return null;
  }
}
