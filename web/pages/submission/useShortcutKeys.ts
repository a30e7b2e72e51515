import { useEffect, useLayoutEffect, useRef } from 'react';

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (TYPING_TAGS.has(target.tagName) || target.isContentEditable);
}

/** Calls the handler of a pressed single-letter shortcut, except while typing or while a dialog is open. */
export function useShortcutKeys(handlers: Record<string, () => void>, enabled = true) {
  const latest = useRef(handlers);
  // Before the browser takes the next input: with a passive effect a key pressed right after a navigation
  // painted could still reach the previous page's handlers (j on the new request acted for the old one, went
  // to where it already was, and looked ignored — a flaky browser test under load).
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      const handler = latest.current[event.key];
      if (!handler || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      handler();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
