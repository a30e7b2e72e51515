import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { SessionTimes } from '../../../common/schemas/session.ts';
import { SESSION_TIMES_QUERY_KEY } from '../../api/queryKeys.ts';
import { probeSession, type SessionTimesAnswer } from '../../api/session.ts';

/** The notice comes two minutes before the end (a quarter of a very short idle time, as in tests). */
const NOTICE_MS = 2 * 60 * 1000;
export const noticeLeadMs = (idleTimeoutMs: number) => Math.min(NOTICE_MS, idleTimeoutMs / 4);
/** While the notice shows, look again this often: work in another tab may have moved the end. */
const RECHECK_DURING_NOTICE_MS = 20_000;
/** After a failed look (network), try again this much later. */
const RETRY_MS = 30_000;

export interface SessionEnds {
  /** Local clock times, from the server's "seconds left" (so the two clocks need not agree). */
  end: number;
  idleTimeoutMs: number;
  /** The absolute lifetime ends first: staying signed in cannot help. */
  absolute: boolean;
  /** When the notice is due. */
  noticeAt: number;
}

/** Older answers are asked again: the user may have worked in another tab since. */
const FRESH_ANSWER_MS = 10_000;

function toEnds(times: SessionTimes, receivedAt = Date.now()): SessionEnds {
  const end = receivedAt + Math.min(times.idle_seconds_left, times.seconds_left) * 1000;
  const idleTimeoutMs = times.idle_timeout_seconds * 1000;
  return {
    end,
    idleTimeoutMs,
    absolute: times.seconds_left <= times.idle_seconds_left,
    noticeAt: end - noticeLeadMs(idleTimeoutMs),
  };
}

/** The ends as the layout's own session answer gave them, when it came a moment ago. */
function endsFromSessionAnswer(queryClient: QueryClient): SessionEnds | null {
  const answer = queryClient.getQueryData<SessionTimesAnswer>(SESSION_TIMES_QUERY_KEY);
  return answer && Date.now() - answer.receivedAt < FRESH_ANSWER_MS
    ? toEnds(answer.times, answer.receivedAt)
    : null;
}

/**
 * Follows when the session ends, looking at the server only in the background (which does not count as
 * activity): at start unless the layout's session answer just told it, again when the notice is due, during
 * the notice, and just after the end — whose 401 sends the browser to the login screen (api/sessionExpiry.ts).
 * `stay` is one user action that moves the idle end.
 */
export function useSessionEnds() {
  const queryClient = useQueryClient();
  const [ends, setEnds] = useState<SessionEnds | null>(() => endsFromSessionAnswer(queryClient));
  const [failures, setFailures] = useState(0);

  const look = useCallback(async (background: boolean) => {
    try {
      setEnds(toEnds(await probeSession(background)));
    } catch (error) {
      // A 401 has already sent the browser to the login screen; anything else: try again later.
      setFailures((n) => n + 1);
      if (!background) throw error;
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only at start; later looks follow the ends
  useEffect(() => {
    if (!ends) void look(true);
  }, [look]);

  useEffect(() => {
    const now = Date.now();
    let at: number;
    if (!ends) at = failures > 0 ? now + RETRY_MS : Number.NaN;
    else if (now < ends.noticeAt) at = ends.noticeAt;
    else if (now < ends.end + 1000) at = Math.min(ends.end + 1000, now + RECHECK_DURING_NOTICE_MS);
    // Past the end and the last look failed (a 401 would have left this page): again later.
    else at = now + RETRY_MS;
    if (Number.isNaN(at)) return;
    const timer = setTimeout(() => void look(true), Math.max(0, at - now));
    return () => clearTimeout(timer);
  }, [ends, failures, look]);

  const stay = useCallback(() => look(false), [look]);
  return { ends, stay };
}
