// How many table rows a statement reads, from its plan (EXPLAIN ANALYZE): rows returned plus rows filtered
// away, over all loops, for scans of tables whose name passes `relation`. For tests that a probe reads only
// what it needs, however large the table (a timed assertion would be flaky; this is not). EXPLAIN rounds
// rows per loop, so a figure can be off by up to one per loop.
import type { SqlExecutor } from '../db/connect.ts';

type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

export async function rowsRead(
  executeSql: SqlExecutor,
  sql: string,
  params: unknown[],
  relation: (name: string) => boolean = () => true,
): Promise<number> {
  const { rows } = await executeSql(`explain (analyze, format json) ${sql}`, params);
  const plan = (rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;
  const count = (node: PlanNode): number => {
    const name = node['Relation Name'];
    const own =
      typeof name === 'string' && relation(name)
        ? ((node['Actual Rows'] as number) +
            ((node['Rows Removed by Filter'] as number | undefined) ?? 0) +
            ((node['Rows Removed by Index Recheck'] as number | undefined) ?? 0)) *
          (node['Actual Loops'] as number)
        : 0;
    return own + (node.Plans ?? []).reduce((sum, child) => sum + count(child), 0);
  };
  return count(plan);
}
