import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ScanRequestBody, STREAMING_TIMEOUT_MS } from '../../../../common/dashboard/scanOptions.ts';
import { dashboardTexts } from '../../../../common/texts/dashboard.ts';
import { isApiError, NETWORK_ERROR_CODE } from '../../../api/ApiError.ts';
import { runStandardScan, runStreamingScan, type ScanResult, StreamingError } from '../../../api/spamScan.ts';
import { submissionKeys } from '../../../api/submissions.ts';

const texts = dashboardTexts.scan;

export type ScanPhase = 'idle' | 'running' | 'completed' | 'error';

export interface ScanProgress {
  processed: number;
  total: number;
  estimatedTimeRemaining: number | null;
}

interface ScanState {
  phase: ScanPhase;
  progress: ScanProgress | null;
  /** A fallback note shown while the standard scan runs after streaming failed. */
  notice: string | null;
  result: ScanResult | null;
  error: string | null;
  errorDetail: string | null;
}

const IDLE: ScanState = {
  phase: 'idle',
  progress: null,
  notice: null,
  result: null,
  error: null,
  errorDetail: null,
};

/** Runs a scan (streaming with fallback to the standard scan, spec 000 §4, §8) and tracks its state. */
export function useSpamScan() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ScanState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controllerRef.current?.abort(new DOMException('closed', 'AbortError'));
    controllerRef.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const finish = useCallback(
    (result: ScanResult) => {
      setState((s) => ({ ...s, phase: 'completed', result }));
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    [queryClient],
  );

  const fail = useCallback((error: string, errorDetail: string | null = null) => {
    setState((s) => ({ ...s, phase: 'error', error, errorDetail }));
  }, []);

  const standard = useCallback(
    async (body: ScanRequestBody, signal: AbortSignal) => {
      try {
        finish(await runStandardScan(body, signal));
      } catch (error) {
        if (signal.aborted) return;
        if (isApiError(error)) {
          fail(
            texts.scanFailed,
            error.errorCode === NETWORK_ERROR_CODE || error.message === texts.scanFailed
              ? null
              : error.message,
          );
        } else fail(texts.unexpected);
      }
    },
    [finish, fail],
  );

  const start = useCallback(
    async (body: ScanRequestBody) => {
      cancel();
      const controller = new AbortController();
      controllerRef.current = controller;
      const { signal } = controller;
      setState({
        ...IDLE,
        phase: 'running',
        progress: { processed: 0, total: 0, estimatedTimeRemaining: null },
      });

      if (!body.enableStreaming) {
        await standard(body, signal);
        return;
      }

      const streamController = new AbortController();
      const timeout = setTimeout(
        () => streamController.abort(new DOMException('timeout', 'TimeoutError')),
        STREAMING_TIMEOUT_MS,
      );
      const onClose = () => streamController.abort(signal.reason);
      signal.addEventListener('abort', onClose);
      try {
        const result = await runStreamingScan(
          body,
          (event) => {
            if (event.type !== 'progress' && event.type !== 'complete') return;
            setState((s) => ({
              ...s,
              progress: {
                processed: event.processed ?? s.progress?.processed ?? 0,
                total: event.total ?? s.progress?.total ?? 0,
                estimatedTimeRemaining: event.estimatedTimeRemaining ?? null,
              },
            }));
          },
          streamController.signal,
        );
        finish(result);
      } catch (error) {
        if (signal.aborted) return;
        if (streamController.signal.aborted) {
          setState((s) => ({ ...s, notice: texts.streamingTimeout }));
          await standard(body, signal);
        } else if (error instanceof StreamingError && error.kind === 'network') {
          setState((s) => ({ ...s, notice: texts.streamingNetwork }));
          await standard(body, signal);
        } else if (error instanceof StreamingError) {
          fail(
            texts.streamingFailed,
            error.message && error.message !== texts.streamingFailed ? error.message : null,
          );
        } else {
          fail(texts.unexpected);
        }
      } finally {
        clearTimeout(timeout);
        signal.removeEventListener('abort', onClose);
      }
    },
    [cancel, standard, finish, fail],
  );

  const reset = useCallback(() => {
    cancel();
    setState(IDLE);
  }, [cancel]);

  return { ...state, start, reset, cancel };
}
