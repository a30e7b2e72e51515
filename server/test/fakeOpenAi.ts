// A small OpenAI-compatible chat-completions server (node:http, port 0) that records what it was asked,
// anamnese answers with red flags and marker words, and a translating answer.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  messages: { role: string; content: string }[];
};
export type FakeRequest = { authorization?: string; body: ChatRequest };
export type FakeReply = { status?: number; raw?: string; content?: unknown; delayMs?: number };

export async function startFakeOpenAi(model = 'fake-gpt-praxis') {
  const requests: FakeRequest[] = [];
  let answer: (request: FakeRequest) => FakeReply = () => ({ status: 500, raw: 'nicht eingerichtet' });
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const request = { authorization: req.headers.authorization, body: JSON.parse(raw) };
      requests.push(request);
      const reply = answer(request);
      const body =
        reply.raw ??
        JSON.stringify({
          id: 'chatcmpl-test',
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(reply.content) } }],
          usage: { prompt_tokens: 1000, completion_tokens: 234, total_tokens: 1234 },
        });
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(body);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    model,
    requests,
    answerWith(next: (request: FakeRequest) => FakeReply) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

/** The server's AI settings pointing at a fake: a test context with them asks it instead of the local engine. */
export const aiEnvFor = (fake: FakeOpenAi) => ({
  AI_BASE_URL: fake.baseUrl,
  AI_MODEL: 'gpt-praxis',
  AI_API_KEY: 'sk-test',
});

/** What the fake's translation makes of a text: recognisably the model's, the patient's words still in it. */
export const fakeGerman = (text: string) => `[de] ${text}`;

/** The texts of a translation request (the JSON after "Texte:" in its user message) by field. */
export function textsToTranslate(request: FakeRequest): Record<string, string> {
  const user = request.body.messages.find((m) => m.role === 'user')!.content;
  return JSON.parse(user.slice(user.indexOf('Texte:') + 'Texte:'.length));
}

/** Answers a translation request as a model would: every field sent, as fakeGerman of its text. */
export function translationReply(request: FakeRequest): FakeReply {
  const texts = textsToTranslate(request);
  return { content: Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, fakeGerman(text)])) };
}

/** Every answer given, with red flags (cancer, night sweats, pain 9 and worsening) and marker words. */
export const flaggedAnswers = {
  bodyParts: ['neck', 'shoulder_left', 'knee_right', 'knee_left'],
  painLevel: 9,
  painPattern: 'variable',
  painType: 'stechend',
  problemEvolution: 'schlechter',
  negativeInfluences: ['lifting', 'overhead_work', 'morning'],
  positiveInfluences: ['rest', 'lying'],
  mobilityChanged: 'yes',
  sensitivityChanged: 'yes',
  strengthChanged: 'no',
  balanceIssues: 'yes',
  comorbidities: { radio: 'yes', text: 'Zustand nach Mammakarzinom 2019, Osteoporose' },
  medications: { radio: 'yes', text: 'Tamoxifenmarker 20 mg täglich' },
  cancer: 'yes',
  nightSweats: 'yes',
  otherSymptoms: ['cramps', 'hearing'],
  functionalImpairment: 'yes',
  psychologicalImpact: 'yes',
  previousTreatments: {
    checkboxes: ['mri', 'injections', 'training'],
    text: 'Kortisonspritze Schulter März',
  },
  expectations: { text: 'Wieder Enkelkinder hochheben können', checkbox: true },
};
