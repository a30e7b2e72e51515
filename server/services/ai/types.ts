// The AI provider interface and the shapes it answers with (DESIGN §5 "AI texts"). Its own module because
// the engines implement it and provider.ts, which chooses among them, imports the engines: with the types in
// provider.ts every engine would import it back.
import type { SummaryContent } from '../../../common/schemas/submissionDetail.ts';
import type { Answers } from './facts.ts';

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
