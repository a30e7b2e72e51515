// POST /functions/v1/scanSpam: the standard scan (JSON) and the streaming scan (server-sent events).
import type { ScanRequestBody } from '../../common/dashboard/scanOptions.ts';
import { apiRequest, reportUnauthorized } from './client.ts';

export interface ScanResultItem {
  id: string;
  form_type: string;
  new_score: number | null;
  previous_score: number | null;
  is_spam: boolean;
  aiClassified: boolean;
  error: string | null;
}

export interface ScanResult {
  message: string;
  scanned: number;
  spamFound: number;
  errors: number;
  results: ScanResultItem[];
}

export interface ScanProgressEvent {
  type: 'progress' | 'complete' | 'error';
  processed?: number;
  total?: number;
  estimatedTimeRemaining?: number;
  currentBatch?: number;
  submission?: { id: string; spamScore: number | null; isSpam: boolean };
  error?: string;
}

type CompleteEvent = ScanProgressEvent &
  Partial<ScanResult> & { totalScanned?: number; submissions?: unknown[] };

/** Accepts the alternative field names of spec 000 §3 (totalScanned, submissions, spamScore, isSpam). */
export function normaliseScanResult(raw: CompleteEvent): ScanResult {
  const items = (raw.results ?? raw.submissions ?? []) as Record<string, unknown>[];
  return {
    message: raw.message ?? '',
    scanned: raw.scanned ?? raw.totalScanned ?? items.length,
    spamFound: raw.spamFound ?? 0,
    errors: raw.errors ?? 0,
    results: items.map((item) => ({
      id: String(item.id ?? ''),
      form_type: String(item.form_type ?? ''),
      new_score: (item.new_score ?? item.spamScore ?? null) as number | null,
      previous_score: (item.previous_score ?? null) as number | null,
      is_spam: Boolean(item.is_spam ?? item.isSpam),
      aiClassified: Boolean(item.aiClassified),
      error: (item.error ?? null) as string | null,
    })),
  };
}

export async function runStandardScan(body: ScanRequestBody, signal?: AbortSignal): Promise<ScanResult> {
  const raw = await apiRequest<CompleteEvent>('/functions/v1/scanSpam', {
    method: 'POST',
    body: { ...body, enableStreaming: false },
    signal,
  });
  return normaliseScanResult(raw);
}

/** Why a streaming scan ended without a result. */
export class StreamingError extends Error {
  readonly kind: 'network' | 'server';
  constructor(kind: 'network' | 'server', message: string) {
    super(message);
    this.kind = kind;
  }
}

/**
 * Runs the streaming scan and reports each progress event; resolves with the complete event's result.
 * Rejects with StreamingError('network') when the connection fails, StreamingError('server') for an error event
 * or answer, and rethrows the signal's abort (timeout or closing the dialog).
 */
export async function runStreamingScan(
  body: ScanRequestBody,
  onProgress: (event: ScanProgressEvent) => void,
  signal: AbortSignal,
): Promise<ScanResult> {
  let response: Response;
  try {
    response = await fetch('/functions/v1/scanSpam', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ ...body, enableStreaming: true }),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new StreamingError('network', 'fetch failed');
  }
  if (response.status === 401) reportUnauthorized();
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new StreamingError('server', payload?.error ?? '');
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('data: ')) continue;
        let event: CompleteEvent;
        try {
          event = JSON.parse(line.slice(6)) as CompleteEvent;
        } catch {
          continue;
        }
        if (event.type === 'error') throw new StreamingError('server', event.error ?? '');
        onProgress(event);
        if (event.type === 'complete') return normaliseScanResult(event);
      }
    }
  } catch (error) {
    if (signal.aborted || error instanceof StreamingError) throw error;
    throw new StreamingError('network', 'stream broke off');
  } finally {
    reader.releaseLock?.();
  }
  throw new StreamingError('server', '');
}
