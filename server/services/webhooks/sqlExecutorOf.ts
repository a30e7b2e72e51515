// The raw-SQL executor of a drizzle transaction, so a command writing through drizzle can add its webhook
// deliveries and their jobs (pg-boss's own SQL with $n parameters) to the same commit.
import { Param, type SQL, sql } from 'drizzle-orm';
import type { Db, SqlExecutor } from '../../db/connect.ts';

export function sqlExecutorOf(tx: Db): SqlExecutor {
  return async (text, values = []) => {
    const parts = text.split(/\$(\d+)/);
    // Odd parts are parameter numbers; Param passes arrays and objects as one value (sql`` would spread them).
    const chunks: SQL[] = parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql`${new Param(values[Number(part) - 1])}`,
    );
    const result = await tx.execute(sql.join(chunks));
    return { rows: result.rows as unknown[] };
  };
}
