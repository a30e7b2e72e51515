// Rules of the spam scan dialog (spec 000 §5, §9).

export const SCAN_MIN_LIMIT = 1;
export const SCAN_MAX_LIMIT = 100;
export const SCAN_DEFAULT_LIMIT = 50;
export const STREAMING_MIN_LIMIT = 11;
export const STREAMING_MAX_LIMIT = 50;
/** The streaming scan gives up after this long and the standard scan runs instead. */
export const STREAMING_TIMEOUT_MS = 120_000;

/** Clamped to 1–100; a non-numeric value becomes 1. */
export function clampScanLimit(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return SCAN_MIN_LIMIT;
  return Math.min(SCAN_MAX_LIMIT, Math.max(SCAN_MIN_LIMIT, Math.floor(n)));
}

/** Live progress only when the box is ticked and the limit is above 10 and at most 50. */
export function shouldStream(enabled: boolean, limit: number): boolean {
  return enabled && limit >= STREAMING_MIN_LIMIT && limit <= STREAMING_MAX_LIMIT;
}

export type ScanMode = 'newest' | 'formType' | 'dateRange' | 'all';

export interface ScanRequestBody {
  limit: number;
  all: boolean;
  formType?: string;
  dateRange?: { from?: string; to?: string };
  enableStreaming: boolean;
}

export function scanRequestBody(options: {
  mode: ScanMode;
  limit: number;
  formType: string;
  from: string;
  to: string;
  streaming: boolean;
}): ScanRequestBody {
  const limit = clampScanLimit(options.limit);
  const body: ScanRequestBody = {
    limit,
    all: options.mode === 'all',
    enableStreaming: shouldStream(options.streaming, limit),
  };
  if (options.mode === 'formType' && options.formType) body.formType = options.formType;
  if (options.mode === 'dateRange') {
    body.dateRange = {
      ...(options.from ? { from: options.from } : {}),
      ...(options.to ? { to: options.to } : {}),
    };
  }
  return body;
}

/** Start is possible unless "by form type" is chosen without a type. */
export function canStartScan(mode: ScanMode, formType: string): boolean {
  return mode !== 'formType' || formType !== '';
}
