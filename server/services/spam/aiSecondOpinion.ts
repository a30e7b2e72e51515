// Optional second opinion for uncertain scores (30–70) from an OpenAI-compatible chat-completions server,
// only when an operator configured one (AI_BASE_URL, AI_MODEL, AI_API_KEY). The answer must be strict JSON;
// any failure or timeout leaves the local score standing.
import { z } from 'zod';
import { chatCompletion } from '../ai/chatCompletion.ts';
import type { AiConfig } from '../ai/config.ts';

// Kept importable from here for the spam code that already does.
export { type AiConfig, aiConfigFrom } from '../ai/config.ts';

export const AI_UNCERTAIN_RANGE = [30, 70] as const;
const TIMEOUT_MS = 10_000;

export type AiVerdict = { isSpam: boolean; score: number; reason: string };

const answerSchema = z.object({
  spam: z.boolean(),
  confidence: z.number().min(0).max(1),
  reason: z.string().max(300),
});

const SYSTEM_PROMPT =
  'Du prüfst Nachrichten aus dem Kontaktformular einer Physiotherapie-Praxis auf Spam. ' +
  'Echte Anfragen kommen von Patientinnen, Patienten und Bewerbenden; Spam sind Werbung, SEO-Angebote, ' +
  'Betrug, Links ohne Bezug und Unsinn. Antworte nur mit JSON: {"spam": true|false, "confidence": 0..1, ' +
  '"reason": "kurze Begründung auf Deutsch"}.';

export async function askAi(
  config: AiConfig,
  message: string,
  timeoutMs = TIMEOUT_MS,
): Promise<AiVerdict | null> {
  try {
    const { content } = await chatCompletion(config, {
      system: SYSTEM_PROMPT,
      user: message.slice(0, 4000),
      temperature: 0,
      responseFormat: { type: 'json_object' },
      timeoutMs,
    });
    const answer = answerSchema.parse(JSON.parse(content));
    const lean = answer.spam ? 0.5 + answer.confidence / 2 : 0.5 - answer.confidence / 2;
    return {
      isSpam: answer.spam,
      score: Math.round(lean * 100),
      reason: `KI-Zweitmeinung: ${answer.reason}`,
    };
  } catch {
    return null;
  }
}
