import { useState } from 'react';

/**
 * True from the first time `open` was true on: a dialog whose code loads on demand is mounted when it first
 * opens and stays mounted (closed) after, so Radix runs its own closing (focus return, scroll unlock).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
