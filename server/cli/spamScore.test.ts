// spam:score without a process: the line handling on a small hand-made model, the model reading on PGlite.
import { afterEach, describe, expect, it } from 'vitest';
import { servicesFor } from '../boot.ts';
import { createTenant } from '../commands/createTenant.ts';
import { connectDatabase, type Database } from '../db/connect.ts';
import { tokensOf } from '../services/spam/modelStore.ts';
import { emptyModel, train } from '../services/spam/naiveBayes.ts';
import { type ScoringModels, scoreFormData } from '../services/spam/scoreText.ts';
import { readScoringModels, type ScoredLine, scoreJsonLines } from './spamScore.ts';

const spam = {
  name: 'RobertLix',
  email: 'offers@mailinator.com',
  message:
    'Dear website owner, we offer SEO and backlinks for first page of Google. Visit https://bit.ly/seo-deal',
};
const ham = {
  name: 'Jana Beispiel',
  email: 'jana@beispiel.test',
  message: 'Guten Tag, haben Sie nächste Woche einen Termin für Krankengymnastik frei? Vormittags wäre gut.',
};

function smallModel(): ScoringModels {
  const global = emptyModel();
  for (let i = 0; i < 5; i++) {
    train(global, tokensOf(spam), 'spam');
    train(global, tokensOf(ham), 'ham');
  }
  return { global };
}

async function collect(lines: AsyncIterable<string> | Iterable<string>, models = smallModel()) {
  const out: ScoredLine[] = [];
  for await (const line of scoreJsonLines(lines, models)) out.push(line);
  return out;
}

const line = (formData: unknown, formType = 'contact') => JSON.stringify({ formType, formData });

describe('scoreJsonLines', () => {
  it('answers each line with the verdict scoreFormData gives, in order', async () => {
    const models = smallModel();
    const out = await collect([line(spam), line(ham)], models);
    expect(out.map((o) => o.ok)).toEqual([true, true]);
    const [first, second] = out.map((o) => JSON.parse(o.output));
    expect(Object.keys(first)).toEqual(['score', 'isSpam', 'confidence', 'reasons']);
    expect(first).toEqual(scoreFormData(spam, models));
    expect(second).toEqual(scoreFormData(ham, models));
    expect(first.score).toBeGreaterThanOrEqual(50);
    expect(first.isSpam).toBe(true);
    expect(first.reasons.length).toBeGreaterThan(0);
    expect(second.score).toBeLessThan(50);
  });

  it('reads an async iterable, skips empty lines and counts them for the line numbers', async () => {
    async function* input() {
      yield '';
      yield line(ham);
      yield '   ';
      yield 'kein json\r';
      yield `${line(spam)}\r`;
    }
    const out = await collect(input());
    expect(out).toHaveLength(3);
    expect(out[0].ok).toBe(true);
    expect(out[1]).toEqual({ output: JSON.stringify({ error: 'Zeile 4: kein gültiges JSON' }), ok: false });
    expect(out[2].ok).toBe(true);
  });

  it.each([
    ['{"formType": "contact"', 'kein gültiges JSON'],
    ['[1, 2]', 'erwartet wird ein JSON-Objekt {formType, formData}'],
    ['"text"', 'erwartet wird ein JSON-Objekt {formType, formData}'],
    ['null', 'erwartet wird ein JSON-Objekt {formType, formData}'],
    ['{"formType": "contact"}', 'formData fehlt oder ist kein Objekt'],
    ['{"formType": "contact", "formData": "Hallo"}', 'formData fehlt oder ist kein Objekt'],
    ['{"formType": "contact", "formData": ["Hallo"]}', 'formData fehlt oder ist kein Objekt'],
    ['{"formType": "contact", "formData": null}', 'formData fehlt oder ist kein Objekt'],
    ['{"formType": 7, "formData": {}}', 'formType ist kein Text'],
  ])('answers %s with a German error line and goes on', async (bad, reason) => {
    const out = await collect([line(ham), bad, line(spam)]);
    expect(out.map((o) => o.ok)).toEqual([true, false, true]);
    expect(JSON.parse(out[1].output)).toEqual({ error: `Zeile 2: ${reason}` });
  });

  it('accepts a line without formType', async () => {
    const out = await collect([JSON.stringify({ formData: ham })]);
    expect(out[0].ok).toBe(true);
  });

  it('uses the fill time the form reports, as the pipeline does', async () => {
    const quick = { ...ham, formFillMs: 800 };
    const [out] = await collect([line(quick)]);
    expect(JSON.parse(out.output).reasons.join(' ')).toContain('In 0,8 Sekunden ausgefüllt');
  });

  it('answers nothing for no input', async () => {
    expect(await collect([])).toEqual([]);
  });
});

describe('readScoringModels', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function open() {
    database = await connectDatabase({ dataDir: null });
    await database.migrate();
    const services = await servicesFor(database, Buffer.alloc(32, 7));
    return { database, services };
  }

  const count = async (db: Database, table: string) =>
    ((await db.executeSql(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n;

  it('builds the seed model in memory on an unseeded database, the same one seeding stores, writing nothing', async () => {
    const { database, services } = await open();
    const before = await readScoringModels(database, services.crypto);
    expect(await count(database, 'spam_model_stats')).toBe(0);
    expect(await count(database, 'spam_model_tokens')).toBe(0);
    expect(before.tenant).toBeUndefined();
    expect(before.global.spamDocs).toBeGreaterThan(0);
    expect(before.global.hamDocs).toBeGreaterThan(0);

    await services.spamModels.ensureSeeded();
    const stored = await readScoringModels(database, services.crypto);
    expect(stored.global.spamDocs).toBe(before.global.spamDocs);
    expect(stored.global.hamDocs).toBe(before.global.hamDocs);
    expect(new Map(stored.global.tokens)).toEqual(new Map(before.global.tokens));
  });

  it('adds the practice model for a tenant slug, and refuses an unknown slug in German', async () => {
    const { database, services } = await open();
    const tenant = await createTenant(
      database.db,
      services.crypto,
      { slug: 'praxis-modell', name: 'Praxis Modell' },
      { kind: 'system' },
    );
    const empty = await readScoringModels(database, services.crypto, 'praxis-modell');
    expect(empty.tenant).toEqual(emptyModel());

    const store = services.spamModels;
    await store.train(tenant.id, tokensOf(ham), 'spam', 1);
    const trained = await readScoringModels(database, services.crypto, 'praxis-modell');
    expect(trained.tenant?.spamDocs).toBe(1);
    // The practice's model holds the words only as its keyed hashes.
    expect(trained.tenant?.tokens.get('krankengymnastik')).toBeUndefined();
    expect(trained.tenant?.tokens.get(trained.tenantKey!('krankengymnastik'))).toEqual({ spam: 1, ham: 0 });
    // The same models the pipeline scores this practice with.
    const pipeline = await store.models(tenant.id);
    expect(trained.tenant).toEqual(pipeline.tenant);

    await expect(readScoringModels(database, services.crypto, 'gibt-es-nicht')).rejects.toThrow(
      'Einen Mandanten mit der ID „gibt-es-nicht“ gibt es nicht.',
    );
  });
});
