// The OpenAI-compatible server an operator configured (AI_BASE_URL + AI_MODEL, optional AI_API_KEY), shared by
// the spam second opinion and the anamnese texts. Unset: everything stays local.

export type AiConfig = { baseUrl: string; model: string; apiKey?: string };

export function aiConfigFrom(env: {
  AI_BASE_URL?: string;
  AI_MODEL?: string;
  AI_API_KEY?: string;
}): AiConfig | undefined {
  return env.AI_BASE_URL && env.AI_MODEL
    ? { baseUrl: env.AI_BASE_URL, model: env.AI_MODEL, apiKey: env.AI_API_KEY }
    : undefined;
}
