/** The bench prepares a tenant in one process and serves it in another: both need the same master key. */
export const BENCH_MASTER_KEY = Buffer.from('b'.repeat(64), 'hex');
