import { FileText, Upload, X } from 'lucide-react';
import { type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { componentTexts } from '../../common/texts/components.ts';
import { FieldMessages } from './FieldMessages.tsx';
import { describedByIds, type FieldSize, LABEL_CLASSES } from './fieldStyles.ts';

type FileDropTexts = { [K in keyof typeof componentTexts.fileDrop]: string };

interface FileDropProps {
  label: string;
  hint?: string;
  /** Validation message; marks the field invalid and is read out with it. */
  error?: string;
  /** The input's accept attribute, e.g. ".jpg,.jpeg,.png,.pdf". It only filters the picker: check the file too. */
  accept?: string;
  file: File | null;
  /** Called with the picked or dropped file, or null when the patient removes it. */
  onFileChange: (file: File | null) => void;
  name?: string;
  disabled?: boolean;
  size?: FieldSize;
  /** Lets the caller focus the picker (e.g. after a validation message). */
  inputRef?: Ref<HTMLInputElement>;
  /** The component's own words; patient screens pass their language's (t.components.fileDrop). */
  texts?: FileDropTexts;
  /** "1,23 MB" in the reader's language (t.components.fileSize on patient screens). */
  formatSize?: (bytes: number) => string;
}

/**
 * A file field for phones and desktops: drop a file onto the area, or use the button, which is the native file
 * input itself (visually hidden, styled through its label) — so Tab reaches it, Enter or Space opens the picker
 * and screen readers announce it as a file field with its label, hint and error.
 */
export function FileDrop({
  label,
  hint,
  error,
  accept,
  file,
  onFileChange,
  name,
  disabled = false,
  size = 'md',
  inputRef,
  texts = componentTexts.fileDrop,
  formatSize = componentTexts.fileSize,
}: FileDropProps) {
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const buttonLabelId = `${inputId}-button`;
  const { hintId, errorId, describedBy } = describedByIds(inputId, hint, error);
  const localInput = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);

  function setInput(element: HTMLInputElement | null) {
    localInput.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  }

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFileChange(dropped);
  }

  function removeFile() {
    // Emptied so that picking the same file again still fires a change.
    if (localInput.current) localInput.current.value = '';
    onFileChange(null);
    localInput.current?.focus();
  }

  const borderClass = error
    ? 'border-danger bg-danger-light/40'
    : dragging
      ? 'border-primary bg-primary-light'
      : 'border-slate-300 bg-white';

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className={LABEL_CLASSES[size]}>
        {label}
      </span>
      {/* Drop target only; everything it offers is also reachable through the file input below. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop area is a pointer shortcut; the input is the accessible control. */}
      <div
        onDragOver={handleDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        className={`flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-4 text-center transition-colors sm:p-6 ${borderClass}`}
      >
        {file ? (
          <div className="flex w-full items-center gap-3 text-start">
            <FileText aria-hidden="true" className="size-8 shrink-0 text-primary" />
            <p className="min-w-0 flex-1 text-sm text-slate-800 sm:text-base">
              <span className="sr-only">{texts.selected} </span>
              <span className="block truncate font-medium">{file.name}</span>
              <span className="text-slate-600">{formatSize(file.size)}</span>
            </p>
            <button
              type="button"
              onClick={removeFile}
              disabled={disabled}
              aria-label={`${texts.remove}: ${file.name}`}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
        ) : (
          <>
            <Upload aria-hidden="true" className="size-8 text-slate-500" />
            <p className="hidden text-sm text-slate-600 sm:block sm:text-base">
              {dragging ? texts.dropNow : `${texts.dropHere} ${texts.or}`}
            </p>
          </>
        )}
        <input
          ref={setInput}
          id={inputId}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${labelId} ${buttonLabelId}`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          id={buttonLabelId}
          htmlFor={inputId}
          className={[
            'inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 shadow-sm hover:bg-slate-50',
            size === 'lg' ? 'text-base' : 'text-sm',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          ].join(' ')}
        >
          {file ? texts.replace : texts.choose}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} size={size} />
    </div>
  );
}
