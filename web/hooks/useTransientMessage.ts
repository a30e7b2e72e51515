import { useEffect, useState } from 'react';
import { SUCCESS_MESSAGE_MS } from '../../common/dashboard/polling.ts';

/** A short confirmation that clears itself after 3 s (UI.md: inline success message). */
export function useTransientMessage(ms = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage] as const;
}
