// Values, field errors and error focus of one reception form. After a failed check the first invalid field
// (in page order) gets focus once the messages are rendered, so a screen reader reads the field together with
// its message (tied by aria-describedby).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from '../../../../common/intake/formDataRules.ts';

export function useReceptionForm<T extends Record<string, unknown>>(initialValues: T) {
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // When the patient opened the form: the server's spam rules know no person fills a form in 2 seconds.
  const openedAt = useRef(Date.now());
  const fillMillis = useCallback(() => Date.now() - openedAt.current, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Sets one value and clears that field's message: the patient is fixing it. */
  const setField = useCallback(<K extends keyof T & string>(field: K, value: T[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  /** Shows the messages and focuses the first invalid field; true when there are none. */
  const applyErrors = useCallback((next: FieldErrors): boolean => {
    setErrors(next);
    if (Object.keys(next).length === 0) return true;
    setFocusRequest((count) => count + 1);
    return false;
  }, []);

  /** Sets one field's message (e.g. a file checked as soon as it is picked) without moving focus. */
  const setFieldError = useCallback((field: keyof T & string, message: string | null) => {
    setErrors((current) => {
      const { [field]: _previous, ...rest } = current;
      return message ? { ...rest, [field]: message } : rest;
    });
  }, []);

  return { values, errors, setField, setFieldError, applyErrors, formRef, fillMillis };
}
