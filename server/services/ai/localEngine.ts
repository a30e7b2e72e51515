// The default AI provider: German texts from the structured answers by rules, on this server.
import { localClinicalText } from './localClinicalText.ts';
import { localSummary } from './localSummary.ts';
import type { AiProvider } from './types.ts';

export const LOCAL_MODEL = 'praxisdesk-lokal (regelbasiert)';

export const localEngine: AiProvider = {
  async summarize(answers) {
    return { content: localSummary(answers), model: LOCAL_MODEL, tokensUsed: 0, provider: 'local' };
  },
  async clinicalText(answers) {
    return { content: localClinicalText(answers), model: LOCAL_MODEL, tokensUsed: 0, provider: 'local' };
  },
};
