// The clinical running text as staff see it. Ours is StoredGeneratedText; a text another writer stored as
// plain JSON is read as the spec says: the first present Fließtext-type key, else the only string value.
import type { GeneratedText } from '../../common/schemas/submissionDetail.ts';
import { paragraphsHtml } from '../services/ai/escapeHtml.ts';
import { storedGeneratedTextSchema } from '../services/ai/storedTexts.ts';
import type { CryptoService } from '../services/crypto.ts';

const TEXT_KEYS = ['fliesstext', 'fließtext', 'clinicalText', 'clinical_text', 'generatedText', 'text'];

function legacyText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const key of TEXT_KEYS) if (typeof record[key] === 'string') return record[key] as string;
  const strings = Object.values(record).filter((v): v is string => typeof v === 'string');
  return strings.length === 1 ? strings[0]! : null;
}

export async function presentGeneratedText(
  crypto: CryptoService,
  tenantId: string,
  ciphertext: string | null,
): Promise<GeneratedText | 'decryption_failed' | null> {
  if (!ciphertext) return null;
  const decrypted = await crypto.decryptJson<unknown>(tenantId, ciphertext);
  if (!decrypted.ok) return 'decryption_failed';
  const stored = storedGeneratedTextSchema.safeParse(decrypted.value);
  if (stored.success) {
    const { text, html, model, generatedAt, fallbackReason } = stored.data;
    return { text, html, model, generated_at: generatedAt, fallback_reason: fallbackReason ?? null };
  }
  const text = legacyText(decrypted.value);
  if (text === null) return 'decryption_failed';
  return {
    text,
    html: paragraphsHtml(text),
    model: 'unbekannt',
    generated_at: '',
    fallback_reason: null,
  };
}
