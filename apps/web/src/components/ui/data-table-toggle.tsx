import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

interface DataTableToggleProps {
  caption: string;
  columns: readonly string[];
  /**
   * Made when the table is opened: a month of rows per chart, each with a formatted date, is work a
   * page's first render can skip (the first date formatted loads the browser's calendar data).
   */
  rows: () => readonly { key: string; cells: readonly ReactNode[] }[];
}

/** The figures behind a chart as a table, opened on request: the chart's equal for every reader. */
export function DataTableToggle({ caption, columns, rows }: DataTableToggleProps) {
  const { t } = useTranslation('dashboard');
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <div>
      <Button
        variant="link"
        size="sm"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen(!open)}
      >
        {open ? t('table.hide') : t('table.show')}
      </Button>
      <div
        id={tableId}
        hidden={!open}
        className="mt-2 max-h-72 overflow-auto rounded-lg border border-border"
      >
        {open && (
          <table className="w-full text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-surface-muted">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 text-left font-medium text-fg">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows().map((row) => (
                <tr key={row.key} className="border-t border-border">
                  {row.cells.map((cell, i) => (
                    <td key={i} className="px-3 py-1.5 tabular-nums text-fg">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
