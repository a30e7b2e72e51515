// The anamnese texts from the configured OpenAI-compatible model. Every failure, including an answer that
// is not our JSON, throws AiFailure with a short reason; provider.ts then lets the local engine answer.
import { z } from 'zod';
import { redFlags } from '../../../common/anamnese/redFlags.ts';
import { AiFailure, chatCompletion } from './chatCompletion.ts';
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
import type { AiOutcome, AiProvider, ClinicalParagraph } from './types.ts';

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
export function createOpenAiProvider(config: AiConfig, options: OpenAiOptions = {}): AiProvider {
  async function ask<T>(system: string, jsonSchema: object, answers: Answers, shape: z.ZodType<T>) {
    const reply = await chatCompletion(config, {
      system,
      user: answersMessage(answers),
      temperature: 0.2,
      responseFormat: { type: 'json_schema', json_schema: jsonSchema },
      timeoutMs: options.timeoutMs ?? openAiDefaults.timeoutMs,
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(reply.content);
    } catch {
      throw new AiFailure('invalid_response');
    }
    const content = shape.safeParse(parsed);
    if (!content.success) throw new AiFailure('schema_mismatch');
    return {
      content: content.data,
      model: reply.model,
      tokensUsed: reply.tokensUsed,
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
