// One interface for the AI texts of an anamnese (DESIGN §5 "AI texts"): the local rule engine by default (no
// patient data leaves the server), an OpenAI-compatible model when AI_BASE_URL and AI_MODEL are set. Whatever
// the model does, the local engine answers instead and fallbackReason says why.
// The interface and its shapes are in types.ts.
import { AiFailure } from './chatCompletion.ts';
import { aiConfigFrom } from './config.ts';
import { localEngine } from './localEngine.ts';
import { createOpenAiProvider, type OpenAiOptions } from './openAiProvider.ts';
import type { AiProvider } from './types.ts';

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
