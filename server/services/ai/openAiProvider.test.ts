// The OpenAI-compatible provider against a fake server: what it asks, what it accepts, how it fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redFlags } from '../../../common/anamnese/redFlags.ts';
import { type FakeOpenAi, flaggedAnswers, startFakeOpenAi } from '../../test/fakeOpenAi.ts';
import { AiFailure } from './chatCompletion.ts';
import { LOCAL_MODEL } from './localEngine.ts';
import { createOpenAiProvider } from './openAiProvider.ts';
import { chooseProvider } from './provider.ts';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const config = () => ({ baseUrl: fake.baseUrl, model: 'gpt-test', apiKey: 'geheim' });
const modelSummary = {
  summary: 'Kurzfassung des Modells.',
  keyFindings: ['Befund'],
  recommendations: ['Schritt'],
  riskFactors: ['Osteoporose', 'Krebserkrankung (aktuell oder in der Vorgeschichte) angegeben'],
};
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error) => (error instanceof AiFailure ? error.reason : `other: ${error}`),
  );

describe('createOpenAiProvider', () => {
  it('asks with model, key and a strict JSON schema, and puts our red flags first', async () => {
    fake.answerWith(() => ({ content: modelSummary }));
    const outcome = await createOpenAiProvider(config()).summarize(flaggedAnswers);
    const flags = redFlags(flaggedAnswers).map((f) => f.text);
    expect(outcome).toMatchObject({ model: fake.model, tokensUsed: 1234, provider: 'openai' });
    expect(outcome.content.riskFactors).toEqual([...flags, 'Osteoporose']);
    const asked = fake.requests.at(-1)!;
    expect(asked.authorization).toBe('Bearer geheim');
    expect(asked.body.model).toBe('gpt-test');
    expect(asked.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'anamnese_zusammenfassung', strict: true },
    });
    expect(asked.body.messages[1]!.content).toContain('Medikamente: Ja: Tamoxifenmarker 20 mg täglich');
  });

  it('replaces the model’s warning paragraph with our rules’ one', async () => {
    fake.answerWith(() => ({
      content: {
        paragraphs: [
          { heading: 'Anlass', text: 'Nackenbeschwerden.' },
          { heading: 'Warnzeichen', text: 'Keine.' },
        ],
      },
    }));
    const { content } = await createOpenAiProvider(config()).clinicalText(flaggedAnswers);
    expect(content.paragraphs[0]).toEqual({ heading: 'Anlass', text: 'Nackenbeschwerden.' });
    expect(content.paragraphs[1]).toMatchObject({
      heading: 'Warnzeichen (Red Flags)',
      items: redFlags(flaggedAnswers).map((f) => f.text),
    });
    expect(fake.requests.at(-1)!.body.response_format.json_schema.name).toBe('anamnese_fliesstext');
  });

  it('fails with a short reason for every kind of trouble', async () => {
    const provider = createOpenAiProvider(config(), { timeoutMs: 200 });
    fake.answerWith(() => ({ raw: 'Das ist kein JSON' }));
    expect(await failureOf(provider.summarize(flaggedAnswers))).toBe('invalid_response');
    fake.answerWith(() => ({ content: 'Freitext statt Objekt' }));
    expect(await failureOf(provider.summarize(flaggedAnswers))).toBe('schema_mismatch');
    fake.answerWith(() => ({ content: { ...modelSummary, keyFindings: 'kein Array' } }));
    expect(await failureOf(provider.summarize(flaggedAnswers))).toBe('schema_mismatch');
    fake.answerWith(() => ({ raw: JSON.stringify({ choices: [{ message: { refusal: 'Nein.' } }] }) }));
    expect(await failureOf(provider.summarize(flaggedAnswers))).toBe('invalid_response');
    fake.answerWith(() => ({ status: 503, raw: 'überlastet' }));
    expect(await failureOf(provider.summarize(flaggedAnswers))).toBe('http_503');
    fake.answerWith(() => ({ content: modelSummary, delayMs: 1000 }));
    expect(await failureOf(provider.summarize(flaggedAnswers))).toBe('timeout');
    const nowhere = createOpenAiProvider({ baseUrl: 'http://127.0.0.1:1/v1', model: 'x' });
    expect(await failureOf(nowhere.summarize(flaggedAnswers))).toBe('network');
  });
});

describe('chooseProvider', () => {
  it('is local without AI_* and falls back to local, saying why, when the model fails', async () => {
    expect((await chooseProvider({}).summarize(flaggedAnswers)).model).toBe(LOCAL_MODEL);
    fake.answerWith(() => ({ status: 500, raw: 'kaputt' }));
    const outcome = await chooseProvider({ AI_BASE_URL: fake.baseUrl, AI_MODEL: 'gpt-test' }).clinicalText(
      flaggedAnswers,
    );
    expect(outcome).toMatchObject({
      model: LOCAL_MODEL,
      tokensUsed: 0,
      provider: 'local',
      fallbackReason: 'http_500',
    });
    expect(outcome.content.paragraphs.length).toBeGreaterThan(3);
  });
});
