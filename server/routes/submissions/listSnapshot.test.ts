// A page of the back half is read from the oldest end with the total: both must come from one snapshot, or a
// deletion committed between the two statements (the retention run takes the oldest requests) shifts the page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginCookie, makeTenant, makeUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/testContext.ts';

let ctx: TestContext;
const TOTAL = 30;
const LIMIT = 10;
const PAGE = 3;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A practice with TOTAL requests a minute apart, and a signed-in user of it. */
async function practiceWithRequests() {
  const tenant = await makeTenant(ctx);
  const cookie = await loginCookie(ctx, (await makeUser(ctx, { tenantSlugs: [tenant.tenantId] })).email);
  const sealed = await ctx.crypto.encryptJson(tenant.id, { name: 'Alt', message: 'alt' });
  const { rows } = await ctx.database.executeSql(
    `insert into form_submissions (tenant_id, form_type, form_data, is_spam, quarantine_status, created_at)
     select $1, 'contact', $2, false, 'completed', now() - make_interval(mins => g)
     from generate_series(1, $3) g returning id, created_at`,
    [tenant.id, sealed, TOTAL],
  );
  /** The practice's requests, oldest first. */
  const oldestFirst = (rows as { id: string; created_at: Date }[])
    .sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())
    .map((r) => r.id);

  async function lastPage() {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/getSubmissions',
      headers: { cookie },
      payload: { filters: { page: PAGE, limit: LIMIT } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return {
      total: body.pagination.totalCount as number,
      ids: (body.submissions as { id: string }[]).map((s) => s.id),
    };
  }

  /** The page as the list of `total` requests shows it, when the oldest were deleted first. */
  function expectedPage(total: number) {
    const newestFirst = oldestFirst.slice(oldestFirst.length - total).reverse();
    return newestFirst.slice((PAGE - 1) * LIMIT, PAGE * LIMIT);
  }

  const deleteOldest = (execute: typeof ctx.database.executeSql, n: number) =>
    execute(
      `delete from form_submissions where id in
         (select id from form_submissions where tenant_id = $1 order by created_at, id limit $2)`,
      [tenant.id, n],
    );

  return { lastPage, expectedPage, deleteOldest };
}

it('a page read from the oldest end matches its total while the oldest requests are deleted', async () => {
  if (ctx.database.kind === 'postgres') {
    const { lastPage, expectedPage, deleteOldest } = await practiceWithRequests();
    // Deterministic: the deletion commits while the list waits between its count and its rows (the table
    // lock lets the count through, which reads the counters, and holds the rows until the commit).
    let listing: ReturnType<typeof lastPage> | undefined;
    await ctx.database.transaction(async (execute) => {
      await deleteOldest(execute, 3);
      await execute('lock table form_submissions in access exclusive mode', []);
      listing = lastPage();
      for (;;) {
        const { rows } = await ctx.database.executeSql(
          `select 1 from pg_locks l join pg_class c on c.oid = l.relation
           where c.relname = 'form_submissions' and not l.granted`,
          [],
        );
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    });
    const page = await listing!;
    expect(page.ids).toEqual(expectedPage(page.total));
  } else {
    // PGlite runs one statement at a time: deletions one by one, queued beside the list requests, land
    // between a list's two statements unless they share a transaction. Where they land is timing: a round
    // whose lists all saw one total raced nothing (every deletion came before the first list or after the
    // last), so rounds go on, each on a practice of its own, until one raced (at most five).
    let raced = false;
    for (let round = 0; round < 5 && !raced; round++) {
      const { lastPage, expectedPage, deleteOldest } = await practiceWithRequests();
      const pages: Awaited<ReturnType<typeof lastPage>>[] = [];
      const deleting = (async () => {
        for (let i = 0; i < 8; i++) await deleteOldest(ctx.database.executeSql, 1);
      })();
      const listing = (async () => {
        for (let i = 0; i < 16; i++) pages.push(await lastPage());
      })();
      await Promise.all([deleting, listing]);
      for (const page of pages) expect(page.ids).toEqual(expectedPage(page.total));
      raced = new Set(pages.map((p) => p.total)).size > 1;
    }
    expect(raced, 'no round of lists saw the deletions go on').toBe(true);
  }
});
