// The configured OpenAI-compatible chat-completions server. Every failure (timeout, network, HTTP status, a
// refusal, an answer that is not our JSON) throws AiFailure with a short reason; provider.ts then lets the
// local engine answer. Nothing here logs: requests and answers are health data.
import { z } from 'zod';
import { redFlags } from '../../../common/anamnese/redFlags.ts';
import type { AiConfig } from './config.ts';
import type { Answers } from './facts.ts';
import { warningParagraph } from './localClinicalText.ts';
import {
  answersMessage,
  CLINICAL_PROMPT,
  CLINICAL_SCHEMA,
  SUMMARY_PROMPT,
  SUMMARY_SCHEMA,
} from './openAiPrompts.ts';
import type { AiOutcome, AiProvider, ClinicalParagraph } from './provider.ts';

export class AiFailure extends Error {
  constructor(readonly reason: string) {
    super(`AI provider failed: ${reason}`);
  }
}

/** DESIGN §5: 30 s. A mutable default so API tests can lower it without waiting. */
export const openAiDefaults = { timeoutMs: 30_000 };
export type OpenAiOptions = { timeoutMs?: number };

const text = (max: number) => z.string().trim().min(1).max(max);
const summaryAnswer = z.object({
  summary: text(4000),
  keyFindings: z.array(text(1000)).max(40),
  recommendations: z.array(text(1000)).max(40),
  riskFactors: z.array(text(1000)).max(40),
});
const clinicalAnswer = z.object({
  paragraphs: z
    .array(z.object({ heading: text(200), text: text(8000) }))
    .min(1)
    .max(20),
});
const envelope = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }) }))
    .min(1),
  usage: z.object({ total_tokens: z.number().int().nonnegative() }).nullish(),
});

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export function createOpenAiProvider(config: AiConfig, options: OpenAiOptions = {}): AiProvider {
  async function ask<T>(system: string, jsonSchema: object, answers: Answers, shape: z.ZodType<T>) {
    const timeoutMs = options.timeoutMs ?? openAiDefaults.timeoutMs;
    const signal = AbortSignal.timeout(timeoutMs);
    let body: unknown;
    try {
      const response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0.2,
          response_format: { type: 'json_schema', json_schema: jsonSchema },
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: answersMessage(answers) },
          ],
        }),
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new AiFailure(`http_${response.status}`);
      }
      body = await response.json();
    } catch (error) {
      if (error instanceof AiFailure) throw error;
      if (isTimeout(error) || signal.aborted) throw new AiFailure('timeout');
      throw new AiFailure(error instanceof SyntaxError ? 'invalid_response' : 'network');
    }
    const reply = envelope.safeParse(body);
    if (!reply.success) throw new AiFailure('invalid_response');
    const message = reply.data.choices[0]!.message;
    if (message.refusal || !message.content) throw new AiFailure('invalid_response');
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.content);
    } catch {
      throw new AiFailure('invalid_response');
    }
    const content = shape.safeParse(parsed);
    if (!content.success) throw new AiFailure('schema_mismatch');
    return {
      content: content.data,
      model: reply.data.model || config.model,
      tokensUsed: reply.data.usage?.total_tokens ?? 0,
      provider: 'openai' as const,
    };
  }

  return {
    async summarize(answers) {
      const result = await ask(SUMMARY_PROMPT, SUMMARY_SCHEMA, answers, summaryAnswer);
      // Our rules' red flags always come first, whatever the model listed.
      const flags = redFlags(answers).map((f) => f.text);
      const riskFactors = [...flags, ...result.content.riskFactors.filter((r) => !flags.includes(r))];
      return { ...result, content: { ...result.content, riskFactors } };
    },
    async clinicalText(answers): Promise<AiOutcome<{ paragraphs: ClinicalParagraph[] }>> {
      const result = await ask(CLINICAL_PROMPT, CLINICAL_SCHEMA, answers, clinicalAnswer);
      return { ...result, content: { paragraphs: withOurWarnings(result.content.paragraphs, answers) } };
    },
  };
}

/** The model's own warning paragraph is replaced by our rules' one (or ours leads when it wrote none). */
function withOurWarnings(paragraphs: ClinicalParagraph[], answers: Answers): ClinicalParagraph[] {
  if (redFlags(answers).length === 0) return paragraphs;
  const ours = warningParagraph(answers);
  const at = paragraphs.findIndex((p) => /warn|red.?flag|alarm/i.test(p.heading));
  return at < 0 ? [ours, ...paragraphs] : paragraphs.map((p, i) => (i === at ? ours : p));
}
