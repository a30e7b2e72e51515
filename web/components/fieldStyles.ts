// The look of text inputs, shared by TextField and TextArea so both sizes stay identical.

/** md: the back office (14 px); lg: the reception (16 px text, which also stops iOS from zooming in, 44 px high). */
export type FieldSize = 'md' | 'lg';

const SIZE_CLASSES: Record<FieldSize, string> = {
  md: 'min-h-10 px-3 py-2 text-sm',
  lg: 'min-h-11 px-3 py-2.5 text-base',
};

export const LABEL_CLASSES: Record<FieldSize, string> = {
  md: 'text-sm font-medium text-slate-800',
  lg: 'text-base font-medium text-slate-900',
};

export const HELP_CLASSES: Record<FieldSize, string> = {
  md: 'text-sm',
  lg: 'text-sm sm:text-base',
};

export function controlClasses(size: FieldSize, invalid: boolean): string {
  return [
    'w-full rounded-md border bg-white text-slate-900 shadow-sm',
    SIZE_CLASSES[size],
    'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1',
    'disabled:cursor-not-allowed disabled:bg-slate-100',
    invalid
      ? 'border-danger focus-visible:outline-danger'
      : 'border-slate-300 focus-visible:border-primary focus-visible:outline-focus',
  ].join(' ');
}

/** The ids of a field's hint and error text, and the aria-describedby value that ties them to the control. */
export function describedByIds(controlId: string, hint: unknown, error: unknown) {
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
}
