import { useEffect, useState } from 'react';

/** The value, but changes only after it has stayed the same for delayMs (the first value is immediate). */
export function useDebouncedValue<T>(value: T, delayMs: number, isEqual: (a: T, b: T) => boolean): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (isEqual(debounced, value)) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, debounced, delayMs, isEqual]);
  return debounced;
}
