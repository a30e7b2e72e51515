// The request search (issue 28): the requests of the chosen practices that have every word of the query, newest
// first, at most SEARCH_LIMIT. Each word is looked up as the practice's keyed hash of its spellings in
// submission_search_terms (a word of 8 hex digits may also be a reference number: the id's beginning).
//
// The first statement counts each word's requests up to WORD_IDS + 1 (in the primary key's index) and hands back
// the ids of the words with at most WORD_IDS. Then, measured on 100,000 requests (PGlite, docs/search.md):
// - Some word is rare: the intersection of the rare words' ids is the set of candidates, and those that also
//   have the other words (one index probe each) are sorted by time — about 15 µs per candidate.
// - One common word: the practice's requests are read newest first along its (tenant, [is_spam,] created_at)
//   index and probed until SEARCH_LIMIT + 1 match — a few µs per request read, and a word in more than 1 % of
//   the requests is met within every hundred or so.
// - Several common words may seldom meet: the newest WINDOW requests are probed first; when the matches there
//   promise enough within WALK_BUDGET requests the walk goes on, else the rarest word's index entries (rarest
//   by an estimate from the counted ones) are joined to the requests and probed for the others.
// Ids of common words are never read into the process: ~6 µs each (33,000 for a word like "Termin": 0.2 s).
import type { QueryWord } from '../../../common/search/normalizeWords.ts';
import type { SubmissionRow } from '../../presenters/submissionCard.ts';
import type { SearchDeps } from './indexSubmissions.ts';
import { searchTermHasher } from './searchTermHasher.ts';

export const SEARCH_LIMIT = 50;
/** A word with at most this many requests (per practice) is rare: its ids are read. The two ways cost the same
 * near √(10 × requests): 1,000 at the 100,000 requests of the target. */
const WORD_IDS = 1000;
/** Several common words: the newest requests probed before the rarest word's entries are read. */
const WINDOW = 3000;
/** …and walked on when the matches found there promise SEARCH_LIMIT + 1 within this many (a few µs each). */
const WALK_BUDGET = 15_000;

const CARD_COLUMNS = `f.id, f.tenant_id as "tenantId", f.form_type as "formType", f.form_data as "formData",
  f.is_spam as "isSpam", f.is_processed as "isProcessed", f.spam_score as "spamScore",
  f.spam_confidence as "spamConfidence", f.spam_reasons as "spamReasons", f.quarantine_status as "quarantineStatus",
  f.has_anamnese as "hasAnamnese", f.request_kind as "requestKind", f.workflow_state as "workflowState",
  f.assignee_id as "assigneeId", f.workflow_version as "workflowVersion", f.opened_at as "openedAt",
  f.created_at as "createdAt", f.updated_at as "updatedAt"`;

const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const toRow = (row: SubmissionRow): SubmissionRow => ({
  ...row,
  openedAt: row.openedAt === null ? null : date(row.openedAt),
  createdAt: date(row.createdAt),
  updatedAt: date(row.updatedAt),
});

/** The ids whose reference number (first 8 hex digits) is `reference`: the range of uuids starting with it. */
const referenceRange = (reference: string) => [
  `${reference}-0000-0000-0000-000000000000`,
  `${reference}-ffff-ffff-ffff-ffffffffffff`,
];

const intersection = (a: Set<string> | null, b: Set<string>) =>
  a === null ? new Set(b) : new Set([...a].filter((id) => b.has(id)));

/** Numbered parameters of one statement. */
function parameters() {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown, type: string) {
      values.push(value);
      return `$${values.length}::${type}`;
    },
  };
}

type Plan = {
  deps: SearchDeps;
  tenantIds: readonly string[];
  words: readonly QueryWord[];
  /** hashes[word][spelling][practice]: the same word differs per practice (each has its own key). */
  hashes: string[][][];
  includeSpam: boolean;
};

/**
 * One statement: per word, spelling and practice the number of requests (up to wordIds + 1) and, when it is at
 * most `wordIds`, their ids; a reference number's ids beside them. Per word: its count (the sum), whether its
 * ids are all known, and those ids.
 */
async function countWords(plan: Plan, wordIds: number) {
  const { words, hashes, tenantIds } = plan;
  const pairs = hashes.flatMap((spellings, w) =>
    spellings.flatMap((perTenant) => perTenant.map((hash, t) => ({ w, tenantId: tenantIds[t]!, hash }))),
  );
  const references = words.flatMap((word, w) =>
    word.reference ? [{ w, range: referenceRange(word.reference) }] : [],
  );
  // The counts first (materialized), then the ids of the pairs counted as rare only: a condition on the counts
  // alone filters the outer side of the join, so a common word's index entries are never read twice.
  const { rows } = await plan.deps.database.executeSql(
    `with counted as materialized (
       select p.pair, p.tenant_id, p.term_hash, x.n, x.last
       from unnest($1::int[], $2::uuid[], $3::text[]) as p(pair, tenant_id, term_hash)
       cross join lateral (
         select count(*)::int as n, max(y.submission_id::text) as last from (
           select t.submission_id from submission_search_terms t
           where t.tenant_id = p.tenant_id and t.term_hash = p.term_hash
           order by t.submission_id limit $4
         ) y
       ) x
     )
     select c.pair, c.n, c.last, null::uuid as id from counted c
     union all
     select c.pair, c.n, null, t.submission_id from counted c
     join submission_search_terms t on t.tenant_id = c.tenant_id and t.term_hash = c.term_hash
     where c.n <= $5
     union all
     select -1 - r.word, 1, null, f.id
     from unnest($6::int[], $7::uuid[], $8::uuid[]) as r(word, lo, hi)
     cross join lateral (
       select f.id from form_submissions f
       where f.id between r.lo and r.hi and f.tenant_id = any($9::uuid[]) limit $5
     ) f`,
    [
      pairs.map((_, i) => i),
      pairs.map((p) => p.tenantId),
      pairs.map((p) => p.hash),
      wordIds + 1,
      wordIds,
      references.map((r) => r.w),
      references.map((r) => r.range[0]),
      references.map((r) => r.range[1]),
      [...tenantIds],
    ],
  );
  const ids = words.map(() => new Set<string>());
  const counts = words.map(() => 0);
  const complete = words.map(() => true);
  const counted = new Set<number>();
  for (const row of rows as { pair: number; n: number; last: string | null; id: string | null }[]) {
    const w = row.pair < 0 ? -1 - row.pair : pairs[row.pair]!.w;
    if (row.id) ids[w]!.add(row.id);
    if (row.pair < 0) counts[w]! += 1;
    else if (!counted.has(row.pair)) {
      counted.add(row.pair);
      if (row.n <= wordIds) counts[w]! += row.n;
      else {
        complete[w] = false;
        counts[w]! += estimatedCount(row.n, row.last!);
      }
    }
  }
  return { ids, counts, complete };
}

/**
 * Ids are random (uuid v4), so the first n of a word's ids in index order (by id) are a uniform sample: when the
 * n-th is at a fraction f of the id space, the word has about n / f requests. Only orders the common words.
 */
function estimatedCount(n: number, last: string) {
  const fraction = (Number.parseInt(last.slice(0, 8), 16) + 1) / 2 ** 32;
  return Math.max(n, Math.round(n / fraction));
}

/** SQL of "the request f has word w": one probe of the primary key (practice, hash, request) per spelling. */
function hasWord(plan: Plan, sql: ReturnType<typeof parameters>, w: number, position: string) {
  const spellings = plan.hashes[w]!.map((perTenant) => `(${sql.add(perTenant, 'text[]')})[${position}]`);
  const match = spellings.length === 1 ? `= ${spellings[0]}` : `in (${spellings.join(', ')})`;
  const probe = `coalesce((select true from submission_search_terms s
    where s.tenant_id = f.tenant_id and s.submission_id = f.id and s.term_hash ${match} limit 1), false)`;
  const reference = plan.words[w]!.reference;
  if (!reference) return probe;
  const [lo, hi] = referenceRange(reference);
  return `(${probe} or f.id between ${sql.add(lo, 'uuid')} and ${sql.add(hi, 'uuid')})`;
}

/** The newest SEARCH_LIMIT + 1 of the candidates that have the probed words. */
async function amongCandidates(plan: Plan, candidates: Set<string>, probed: number[]) {
  const sql = parameters();
  const tenants = sql.add([...plan.tenantIds], 'uuid[]');
  const position = `array_position(${tenants}, f.tenant_id)`;
  const { rows } = await plan.deps.database.executeSql(
    `select f.id from form_submissions f
     where f.id = any(${sql.add([...candidates], 'uuid[]')}) and f.tenant_id = any(${tenants})
       ${plan.includeSpam ? '' : 'and f.is_spam = false'}
       ${probed.map((w) => `and ${hasWord(plan, sql, w, position)}`).join(' ')}
     order by f.created_at desc, f.id desc limit ${SEARCH_LIMIT + 1}`,
    sql.values,
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/**
 * The newest SEARCH_LIMIT + 1 requests that have the probed words, read per practice newest first and merged;
 * within each practice's newest `window` requests when given.
 */
async function walkNewest(plan: Plan, probed: number[], window: number | null) {
  const sql = parameters();
  const tenants = sql.add([...plan.tenantIds], 'uuid[]');
  const spam = plan.includeSpam ? '' : 'and f.is_spam = false';
  // Without a window the scan stays in this query, so its LIMIT makes the planner read the index backwards (an
  // ordered subquery without a limit would be planned for all its rows: a sort of the whole practice).
  const requests =
    window === null
      ? `form_submissions f where f.tenant_id = p.id ${spam}`
      : `(select f.id, f.tenant_id, f.created_at from form_submissions f where f.tenant_id = p.id ${spam}
          order by f.created_at desc, f.id desc limit ${window}) f where true`;
  const { rows } = await plan.deps.database.executeSql(
    `select x.id from unnest(${tenants}) with ordinality as p(id, n)
     cross join lateral (
       select f.id, f.created_at from ${requests}
         ${probed.map((w) => `and ${hasWord(plan, sql, w, 'p.n')}`).join(' ')}
       order by f.created_at desc, f.id desc limit ${SEARCH_LIMIT + 1}
     ) x
     order by x.created_at desc, x.id desc limit ${SEARCH_LIMIT + 1}`,
    sql.values,
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/** The newest SEARCH_LIMIT + 1 requests of word `driver` (read from its index entries) that have the others. */
async function drivenBy(plan: Plan, driver: number, probed: number[]) {
  const sql = parameters();
  const tenants = sql.add([...plan.tenantIds], 'uuid[]');
  const position = `array_position(${tenants}, f.tenant_id)`;
  const driverTenants = plan.hashes[driver]!.flatMap(() => plan.tenantIds);
  const { rows } = await plan.deps.database.executeSql(
    `select f.id from form_submissions f
     where f.id in (
         select t.submission_id from submission_search_terms t
         join unnest(${sql.add(driverTenants, 'uuid[]')}, ${sql.add(plan.hashes[driver]!.flat(), 'text[]')})
           as d(tenant_id, term_hash) on t.tenant_id = d.tenant_id and t.term_hash = d.term_hash
       )
       and f.tenant_id = any(${tenants}) ${plan.includeSpam ? '' : 'and f.is_spam = false'}
       ${probed.map((w) => `and ${hasWord(plan, sql, w, position)}`).join(' ')}
     order by f.created_at desc, f.id desc limit ${SEARCH_LIMIT + 1}`,
    sql.values,
  );
  return (rows as { id: string }[]).map((row) => row.id);
}

/** The cards' columns of the requests found, in their order. */
async function readRows(deps: SearchDeps, ids: string[]): Promise<SubmissionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await deps.database.executeSql(
    `select ${CARD_COLUMNS} from form_submissions f where f.id = any($1::uuid[])`,
    [ids],
  );
  const byId = new Map((rows as SubmissionRow[]).map((row) => [row.id, toRow(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function searchSubmissions(
  deps: SearchDeps,
  tenantIds: readonly string[],
  words: readonly QueryWord[],
  /** wordIds, window: tests lower them to take the other ways with a few rows. */
  options: { includeSpam: boolean; wordIds?: number; window?: number },
): Promise<{ rows: SubmissionRow[]; truncated: boolean }> {
  if (tenantIds.length === 0 || words.length === 0) return { rows: [], truncated: false };
  const hashers = await Promise.all(tenantIds.map((id) => searchTermHasher(deps.crypto, id)));
  const plan: Plan = {
    deps,
    tenantIds,
    words,
    hashes: words.map((word) => word.terms.map((term) => hashers.map((hash) => hash(term)))),
    includeSpam: options.includeSpam,
  };
  const { ids, counts, complete } = await countWords(plan, options.wordIds ?? WORD_IDS);
  // The rarest word first (as far as counted): most requests fail at the first probe.
  const byCount = words.map((_, w) => w).sort((a, b) => counts[a]! - counts[b]!);
  let found: string[];
  if (counts[byCount[0]!] === 0) found = [];
  else if (complete.some(Boolean)) {
    let candidates: Set<string> | null = null;
    for (const w of byCount) if (complete[w]) candidates = intersection(candidates, ids[w]!);
    found =
      candidates!.size === 0
        ? []
        : await amongCandidates(
            plan,
            candidates!,
            byCount.filter((w) => !complete[w]),
          );
  } else if (words.length === 1) found = await walkNewest(plan, byCount, null);
  else {
    // Several common words may seldom meet: a look at the newest requests tells how often they do. Often
    // enough, the walk goes on; else the rarest word's entries are read and probed for the others.
    const window = options.window ?? WINDOW;
    found = await walkNewest(plan, byCount, window);
    if (found.length <= SEARCH_LIMIT) {
      const rowsToWalk =
        found.length === 0 ? Number.POSITIVE_INFINITY : ((SEARCH_LIMIT + 1) * window) / found.length;
      found =
        rowsToWalk <= WALK_BUDGET
          ? await walkNewest(plan, byCount, null)
          : await drivenBy(plan, byCount[0]!, byCount.slice(1));
    }
  }
  return {
    rows: await readRows(deps, found.slice(0, SEARCH_LIMIT)),
    truncated: found.length > SEARCH_LIMIT,
  };
}
