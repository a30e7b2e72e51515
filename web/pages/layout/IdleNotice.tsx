import { Clock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatRemaining, sessionTexts as texts } from '../../../common/texts/session.ts';
import { useLogout } from '../../api/session.ts';
import { Button } from '../../components/Button.tsx';
import { useSessionEnds } from './useSessionEnds.ts';

/** Redraws every second while `running` (the countdown). */
function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return running ? now : Date.now();
}

/**
 * The notice before the session ends: two minutes before the idle timeout, with "Angemeldet bleiben"; before
 * the absolute end, an acknowledgement only. Not modal (work goes on beneath it), but it takes the focus and
 * gives it back, and is announced as an alert dialog.
 */
export function IdleNotice() {
  const { ends, stay } = useSessionEnds();
  const logout = useLogout();
  const [staying, setStaying] = useState(false);
  const [stayFailed, setStayFailed] = useState(false);
  const [acknowledgedEnd, setAcknowledgedEnd] = useState<number | null>(null);
  const titleId = useId();
  const messageId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);

  const due = ends !== null && Date.now() >= ends.noticeAt;
  const now = useNow(due);
  const visible = ends !== null && now >= ends.noticeAt && !(ends.absolute && acknowledgedEnd === ends.end);

  // Take the focus when the notice appears (so the keyboard reaches it) and give it back afterwards.
  useEffect(() => {
    if (!visible) return;
    openerRef.current = document.activeElement;
    actionRef.current?.focus();
    return () => {
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [visible]);

  if (!visible || !ends) return null;
  const remaining = formatRemaining((ends.end - now) / 1000);

  async function stayHere() {
    setStaying(true);
    setStayFailed(false);
    try {
      await stay();
    } catch {
      setStayFailed(true);
    } finally {
      setStaying(false);
    }
  }

  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className="fixed inset-x-4 bottom-4 z-50 rounded-lg border border-amber-300 bg-white p-4 text-sm text-slate-900 shadow-xl sm:left-auto sm:right-6 sm:bottom-6 sm:w-[26rem]"
    >
      <div className="flex gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id={titleId} className="text-base font-semibold">
            {ends.absolute ? texts.endTitle : texts.idleTitle}
          </h2>
          <p id={messageId} className="text-slate-700">
            {ends.absolute ? texts.endMessage(remaining) : texts.idleMessage(remaining)}
          </p>
          {stayFailed && (
            <p role="alert" className="text-danger">
              {texts.stayFailed}
            </p>
          )}
          <div className="mt-1 flex flex-wrap justify-end gap-2">
            {ends.absolute ? (
              <Button ref={actionRef} onClick={() => setAcknowledgedEnd(ends.end)}>
                {texts.endAcknowledge}
              </Button>
            ) : (
              <>
                <Button variant="ghost" onClick={() => logout.mutate()} loading={logout.isPending}>
                  {texts.logoutNow}
                </Button>
                <Button ref={actionRef} onClick={() => void stayHere()} loading={staying}>
                  {texts.stay}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
