// npm run cli -- spam:score: JSON lines {formType, formData} in, one verdict (or error) line out per input
// line. Read-only: the models are read from the database as they are, and never seeded or trained here.
import { eq } from 'drizzle-orm';
import { takeFillTime } from '../../common/intake/fillTime.ts';
import type { Database } from '../db/connect.ts';
import { tenantSettings } from '../db/schema.ts';
import { errors } from '../errors.ts';
import type { CryptoService } from '../services/crypto.ts';
import { GLOBAL_SCOPE, readModel, seedModelFromCorpus } from '../services/spam/modelStore.ts';
import { emptyModel } from '../services/spam/naiveBayes.ts';
import type { RuleContext } from '../services/spam/rules.ts';
import { type ScoringModels, scoreFormData } from '../services/spam/scoreText.ts';

export type ScoredLine = { output: string; ok: boolean };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the form itself tells the rules (the fill time); address and repetition need stored submissions. */
function contextOf(formData: Record<string, unknown>): RuleContext {
  return { fillMillis: takeFillTime(formData).fillMs ?? undefined };
}

function problemOf(line: string): { formData: Record<string, unknown> } | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return 'kein gültiges JSON';
  }
  if (!isObject(parsed)) return 'erwartet wird ein JSON-Objekt {formType, formData}';
  if (parsed.formType !== undefined && typeof parsed.formType !== 'string') return 'formType ist kein Text';
  if (!isObject(parsed.formData)) return 'formData fehlt oder ist kein Objekt';
  return { formData: parsed.formData };
}

/**
 * One output line per non-empty input line, in order: the verdict as JSON, or {"error":"Zeile n: …"} where
 * n counts every input line (empty ones too), so an operator finds the line in the file.
 */
export async function* scoreJsonLines(
  lines: AsyncIterable<string> | Iterable<string>,
  models: ScoringModels,
): AsyncGenerator<ScoredLine> {
  let number = 0;
  for await (const raw of lines) {
    number++;
    const line = raw.trim();
    if (!line) continue;
    const input = problemOf(line);
    if (typeof input === 'string') {
      yield { output: JSON.stringify({ error: `Zeile ${number}: ${input}` }), ok: false };
      continue;
    }
    const { score, isSpam, confidence, reasons } = scoreFormData(
      input.formData,
      models,
      contextOf(input.formData),
    );
    yield { output: JSON.stringify({ score, isSpam, confidence, reasons }), ok: true };
  }
}

/**
 * The models the pipeline would score with, read without writing: the stored global model (or, before the
 * first start seeded it, the same model built from the corpus in memory), plus the practice's own model
 * when a tenant slug is given. An unknown slug is an error with a German message.
 */
export async function readScoringModels(
  database: Database,
  crypto: Pick<CryptoService, 'tokenHasher'>,
  tenantSlug?: string,
): Promise<ScoringModels> {
  let tenantId: string | undefined;
  if (tenantSlug !== undefined) {
    const [tenant] = await database.db
      .select({ id: tenantSettings.id })
      .from(tenantSettings)
      .where(eq(tenantSettings.tenantId, tenantSlug));
    if (!tenant) throw errors.notFound(`Einen Mandanten mit der ID „${tenantSlug}“ gibt es nicht.`);
    tenantId = tenant.id;
  }
  const global = (await readModel(database, GLOBAL_SCOPE))?.model ?? seedModelFromCorpus();
  if (!tenantId) return { global };
  return {
    global,
    tenant: (await readModel(database, tenantId))?.model ?? emptyModel(),
    tenantKey: await crypto.tokenHasher(tenantId),
  };
}
