// One call to the configured OpenAI-compatible chat-completions server, for the spam second opinion and the
// anamnese texts. Every failure (timeout, network, HTTP status, a refusal, no JSON envelope) throws
// AiFailure with a short reason code. Nothing here logs: requests and answers are health data.
import { z } from 'zod';
import type { AiConfig } from './config.ts';

export class AiFailure extends Error {
  constructor(readonly reason: string) {
    super(`AI provider failed: ${reason}`);
  }
}

const envelope = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }) }))
    .min(1),
  usage: z.object({ total_tokens: z.number().int().nonnegative() }).nullish(),
});

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

export type ChatRequest = {
  system: string;
  user: string;
  temperature: number;
  responseFormat: Record<string, unknown>;
  timeoutMs: number;
};

/** The reply's message content (unparsed), the model that answered and the tokens it counted. */
export async function chatCompletion(config: AiConfig, request: ChatRequest) {
  const signal = AbortSignal.timeout(request.timeoutMs);
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
        temperature: request.temperature,
        response_format: request.responseFormat,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
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
  return {
    content: message.content,
    model: reply.data.model || config.model,
    tokensUsed: reply.data.usage?.total_tokens ?? 0,
  };
}
