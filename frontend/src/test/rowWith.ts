import { within } from '@testing-library/react';

/**
 * The one row of `scope` (a table, or a region around one) holding `text`, found through the
 * accessibility tree (role "row") rather than by walking up from a cell.
 */
export function rowWith(scope: HTMLElement, text: string | RegExp): HTMLElement {
  const rows = within(scope)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByText(text).length > 0);
  if (rows.length !== 1) throw new Error(`${rows.length} rows hold ${String(text)}, not one`);
  return rows[0];
}
