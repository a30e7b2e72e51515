// The bench's table: the production path beside its baselines, then the targets with ✔/✖.
import type { LoadResult } from './loadGenerator.ts';

export type BaselineFigures = { load: LoadResult; stored: number; peakRssMb: number };

export type ProductionFigures = BaselineFigures & {
  label: string;
  startRssMb: number;
  pending: number;
  ham: number;
  spam: number;
  /** Submissions with a sent notification (notification_deliveries). */
  notifiedDb: number;
  /** Messages the SMTP sink received for the practice's recipient. */
  notifiedSmtp: number;
  /** Seconds from the last answer of the load to the last scoring commit / the last notification mail. */
  scoredAfterS: number;
  notifiedAfterS: number;
  /** Notification mails per second between the first and the last. */
  mailsPerSecond: number;
  /** Scored submissions per second from the load's start until the last scoring commit. */
  scoringPerSecond: number;
  /** Submissions in more than one completed scoring job, and with more than one notice at the sink. */
  scoredTwice: number;
  notifiedTwice: number;
  /** Mails at the sink in which no magic link named a submission: the twice check would miss them. */
  unlinkedMails: number;
  profile?: string;
};

export const TARGETS = {
  shareOfFloor: 0.6,
  p99Ms: 50,
  drainedS: 10,
  rssMb: 250,
  growthWithin: 0.2,
};

const mark = (ok: boolean) => (ok ? '✔' : '✖');
const num = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

function row(name: string, f: BaselineFigures) {
  const l = f.load;
  return [
    name.padEnd(36),
    num(l.perSecond).padStart(10),
    num(l.p50, 1).padStart(8),
    num(l.p99, 1).padStart(8),
    `${f.stored} = ${l.accepted} ${mark(f.stored === l.accepted)}`.padStart(22),
    num(f.peakRssMb).padStart(8),
    `  ${JSON.stringify(l.statuses)}`,
  ].join(' ');
}

export function printTable(production: ProductionFigures, floor?: BaselineFigures, insert?: BaselineFigures) {
  console.log(
    `  ${'server'.padEnd(36)} ${'accepted/s'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'stored = accepted'.padStart(22)} ${'RSS MB'.padStart(8)}   statuses`,
  );
  console.log(`  ${row(production.label, production)}`);
  if (floor) console.log(`  ${row('floor: INSERT bench_floor', floor)}`);
  if (insert) console.log(`  ${row('INSERT form_submissions', insert)}`);
  const p = production;
  const lines: string[] = [];
  if (floor) {
    const share = p.load.perSecond / floor.load.perSecond;
    lines.push(
      `${mark(share >= TARGETS.shareOfFloor)} ${num(share * 100, 1)} % of the floor (target ≥ ${TARGETS.shareOfFloor * 100} %)`,
    );
  }
  if (insert)
    lines.push(
      `  ${num((p.load.perSecond / insert.load.perSecond) * 100, 1)} % of INSERT into form_submissions`,
    );
  const drained = p.pending === 0;
  lines.push(
    `${mark(p.load.p99 <= TARGETS.p99Ms)} p99 ${num(p.load.p99, 1)} ms (target ≤ ${TARGETS.p99Ms} ms); a connection's first request ${num(p.load.p99FirstOnConnection, 1)} ms, the others ${num(p.load.p99Reused, 1)} ms; its TCP handshake ${num(p.load.p99Connect, 1)} ms`,
    drained
      ? `${mark(p.scoredAfterS <= TARGETS.drainedS)} scoring drained ${num(p.scoredAfterS, 1)} s after the load stopped (target ≤ ${TARGETS.drainedS} s); ${num(p.scoringPerSecond)} scored/s from the load's start`
      : `✖ scoring NOT drained: ${p.pending} of ${p.stored} still pending/processing when the bench gave up`,
    `${mark(p.notifiedDb === p.ham && p.notifiedSmtp === p.ham)} notified ${p.notifiedDb}/${p.ham} non-spam (SMTP sink received ${p.notifiedSmtp}; ${p.spam} scored as spam), last mail ${num(p.notifiedAfterS, 1)} s after the load, ${num(p.mailsPerSecond, 1)} mails/s`,
    `${mark(p.stored === p.load.accepted)} rows stored ${p.stored} = accepted ${p.load.accepted}`,
    `${mark(p.scoredTwice === 0 && p.notifiedTwice === 0 && p.unlinkedMails === 0)} exactly once: ${p.scoredTwice} scored twice, ${p.notifiedTwice} notified twice (${p.unlinkedMails} mails without a submission's link)`,
    `${mark(p.peakRssMb <= TARGETS.rssMb)} peak RSS ${num(p.peakRssMb)} MB (target ≤ ${TARGETS.rssMb} MB; ${num(p.startRssMb)} MB right after the start)`,
  );
  for (const line of lines) console.log(`  ${line}`);
}

export function printGrowth(empty: ProductionFigures, filled: ProductionFigures) {
  const ingest = filled.load.perSecond / empty.load.perSecond;
  const scoring = filled.scoringPerSecond / empty.scoringPerSecond;
  const within = (r: number) => mark(r >= 1 - TARGETS.growthWithin);
  console.log(
    `  ${within(ingest)} ingest ${num(filled.load.perSecond)}/s vs ${num(empty.load.perSecond)}/s empty: ${num(ingest * 100, 1)} % (target ≥ ${(1 - TARGETS.growthWithin) * 100} %)`,
  );
  const drained = (p: ProductionFigures) => (p.pending === 0 ? `${num(p.scoredAfterS, 1)} s` : 'not drained');
  console.log(
    `  ${within(scoring)} scoring ${num(filled.scoringPerSecond)}/s vs ${num(empty.scoringPerSecond)}/s empty: ${num(scoring * 100, 1)} %; drained after ${drained(filled)} vs ${drained(empty)}`,
  );
}
