import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

export interface Column<Row, K extends string = string> {
  /** Also the sort key when `sortable`. */
  key: K;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Right-aligned numbers and prices. */
  numeric?: boolean;
  /** Rendered as the row header (<th scope="row">), e.g. the name. */
  rowHeader?: boolean;
}

interface SelectionProps {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** Accessible label of one row's checkbox, e.g. "Anna Schulz auswählen". */
  rowLabel: (id: string) => string;
  /** Label of the select-all checkbox. */
  allLabel: string;
}

interface DataTableProps<Row, K extends string> {
  /** The table's caption, read by screen readers (may be visually hidden). */
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<Row, K>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  sort?: SortState<K>;
  onSortChange?: (sort: SortState<K>) => void;
  selection?: SelectionProps;
  /** Shown instead of the table body when there are no rows. */
  empty?: ReactNode;
}

const ariaSort = (active: boolean, direction: SortDirection) =>
  active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none';

/**
 * A table with sortable column headers (buttons inside <th aria-sort>) and optional row selection with a
 * select-all checkbox. Scrolls sideways on narrow screens instead of overflowing the page. Sorting and
 * filtering of the rows is the caller's: the table shows `rows` as given.
 */
export function DataTable<Row, K extends string>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowId,
  sort,
  onSortChange,
  selection,
  empty,
}: DataTableProps<Row, K>) {
  const ids = rows.map(rowId);
  const selectedHere = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const allSelected = ids.length > 0 && selectedHere === ids.length;

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  };
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    // relative: visually hidden (absolute) texts in cells stay inside the scroll box instead of widening the page.
    // Narrower than the table, the box scrolls: a named region the keyboard reaches (WCAG 2.1.1).
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className={captionHidden ? 'sr-only' : 'px-4 py-3 text-left font-medium text-slate-900'}>
          {caption}
        </caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {selection && (
              <th scope="col" className="w-11 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  checked={allSelected}
                  ref={(element) => {
                    if (element) element.indeterminate = selectedHere > 0 && !allSelected;
                  }}
                  onChange={toggleAll}
                  className="size-5 cursor-pointer accent-primary"
                />
              </th>
            )}
            {columns.map((column) => {
              const active = sort?.key === column.key;
              const direction = active ? sort!.direction : 'asc';
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={column.sortable ? ariaSort(active, direction) : undefined}
                  className={`px-3 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() =>
                        onSortChange({
                          key: column.key,
                          direction: active && direction === 'asc' ? 'desc' : 'asc',
                        })
                      }
                      className="inline-flex min-h-8 items-center gap-1 rounded uppercase focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {column.header}
                      {active ? (
                        direction === 'asc' ? (
                          <ArrowUp aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowDown aria-hidden="true" className="size-3.5" />
                        )
                      ) : (
                        <ArrowUpDown aria-hidden="true" className="size-3.5 text-slate-400" />
                      )}
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className="p-4">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const id = rowId(row);
              return (
                <tr key={id} className={selection?.selected.has(id) ? 'bg-primary/5' : undefined}>
                  {selection && (
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={selection.rowLabel(id)}
                        checked={selection.selected.has(id)}
                        onChange={() => toggle(id)}
                        className="size-5 cursor-pointer accent-primary"
                      />
                    </td>
                  )}
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} scope="row" className="px-3 py-2 font-medium text-slate-900">
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        className={`px-3 py-2 text-slate-700 ${column.numeric ? 'text-right tabular-nums' : ''}`}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
