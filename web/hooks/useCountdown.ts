import { useEffect, useRef, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` while `running`, and calls `onDone` once at zero. Stopping keeps the
 * number where it was, so the page can say that the automatic step is off.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  // The latest callback, without restarting the timer whenever the page re-renders.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setRemaining((current) => Math.max(0, current - 1));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    if (running && remaining === 0) onDoneRef.current();
  }, [running, remaining]);

  return remaining;
}
