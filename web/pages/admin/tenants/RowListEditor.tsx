import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';

interface RowListEditorProps<K extends string> {
  rows: Record<K, string>[];
  onChange: (rows: Record<K, string>[]) => void;
  /** The two fields of a row, with their labels. */
  fields: readonly { key: K; label: string }[];
  legend: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  emptyText: string;
  /** At most this many rows (the server's limit). */
  max: number;
}

/** An editable list of small records (locations, opening hours): one fieldset per row, add and remove. */
export function RowListEditor<K extends string>({
  rows,
  onChange,
  fields,
  legend,
  removeLabel,
  addLabel,
  emptyText,
  max,
}: RowListEditorProps<K>) {
  const update = (index: number, key: K, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const empty = Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<K, string>;

  return (
    <div className="flex flex-col gap-3">
      {rows.length === 0 && <p className="text-sm text-slate-600">{emptyText}</p>}
      {rows.map((row, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the key
          key={index}
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 sm:flex-row sm:items-end"
        >
          <legend className="sr-only">{legend(index + 1)}</legend>
          {fields.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              value={row[field.key]}
              onChange={(event) => update(index, field.key, event.target.value)}
              className="flex-1"
              maxLength={2000}
            />
          ))}
          <Button
            variant="ghost"
            aria-label={removeLabel(index + 1)}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
          />
        </fieldset>
      ))}
      <div>
        <Button
          variant="secondary"
          disabled={rows.length >= max}
          onClick={() => onChange([...rows, empty])}
          icon={<Plus aria-hidden="true" className="size-4" />}
        >
          {addLabel}
        </Button>
      </div>
    </div>
  );
}
