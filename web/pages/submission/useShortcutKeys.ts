import { useLayoutEffect, useRef } from 'react';

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (TYPING_TAGS.has(target.tagName) || target.isContentEditable);
}

/** Calls the handler of a pressed single-letter shortcut, except while typing or while a dialog is open. */
export function useShortcutKeys(handlers: Record<string, () => void>, enabled = true) {
  const latest = useRef(handlers);
  // Layout effects, not passive ones: React runs passive effects in a later task, and the browser may hand the
  // page a key press before that task. A j pressed as soon as the next request showed then reached the previous
  // screen's handlers (which went to where it already was) or none at all, and was lost.
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useLayoutEffect(() => {
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
