// One interface for the AI texts of an anamnese (DESIGN §5 "AI texts"): the local rule engine by default (no
// patient data leaves the server), an OpenAI-compatible model when AI_BASE_URL and AI_MODEL are set. Whatever
// the model does, the local engine answers instead and fallbackReason says why.
import type { SummaryContent } from '../../../common/schemas/submissionDetail.ts';
import { AiFailure } from './chatCompletion.ts';
import { aiConfigFrom } from './config.ts';
import type { Answers } from './facts.ts';
import { localEngine } from './localEngine.ts';
import { createOpenAiProvider, type OpenAiOptions } from './openAiProvider.ts';

export type { Answers } from './facts.ts';

/** One paragraph of the Fließtext; items become a list, warning ones are set in bold. */
export type ClinicalParagraph = { heading: string; text: string; items?: string[]; warning?: boolean };
export type ClinicalText = { paragraphs: ClinicalParagraph[] };

export type AiOutcome<T> = {
  content: T;
  /** Stored as ai_model / model: names the engine that wrote the text. */
  model: string;
  tokensUsed: number;
  provider: 'local' | 'openai';
  /** Short code (timeout, http_500, network, invalid_response, …) when the configured model failed. */
  fallbackReason?: string;
};

export type AiProvider = {
  summarize(answers: Answers): Promise<AiOutcome<SummaryContent>>;
  clinicalText(answers: Answers): Promise<AiOutcome<ClinicalText>>;
};

const reasonOf = (error: unknown) => (error instanceof AiFailure ? error.reason : 'unexpected');

function withLocalFallback(remote: AiProvider, local: AiProvider): AiProvider {
  return {
    async summarize(answers) {
      try {
        return await remote.summarize(answers);
      } catch (error) {
        return { ...(await local.summarize(answers)), fallbackReason: reasonOf(error) };
      }
    },
    async clinicalText(answers) {
      try {
        return await remote.clinicalText(answers);
      } catch (error) {
        return { ...(await local.clinicalText(answers)), fallbackReason: reasonOf(error) };
      }
    },
  };
}

export function chooseProvider(
  env: { AI_BASE_URL?: string; AI_MODEL?: string; AI_API_KEY?: string },
  options: OpenAiOptions = {},
): AiProvider {
  const config = aiConfigFrom(env);
  return config ? withLocalFallback(createOpenAiProvider(config, options), localEngine) : localEngine;
}
