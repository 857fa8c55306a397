// Ordering by `position` (ties by id so the order is total) and the swap behind 'Subir' / 'Bajar'.

export const byPosition = (
  a: { position: number; id: string },
  b: { position: number; id: string },
): number => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface Positioned {
  id: string;
  position: number;
}

/**
 * The position updates that move items[index] one step up (-1) or down (+1): the two neighbours swap
 * their places in the list. Positions are renumbered from the list order when they tie, so a swap
 * always changes the order even after rows were added with the same position. [] when out of range.
 */
export function swapUpdates(items: readonly Positioned[], index: number, step: -1 | 1): Positioned[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [];
  const a = items[index];
  const b = items[target];
  if (a.position !== b.position) {
    return [
      { id: a.id, position: b.position },
      { id: b.id, position: a.position },
    ];
  }
  // Equal positions: renumber the whole list in its current order with the pair swapped.
  const order = items.map((item) => item.id);
  [order[index], order[target]] = [order[target], order[index]];
  return order
    .map((id, position) => ({ id, position }))
    .filter(({ id, position }) => items.find((item) => item.id === id)?.position !== position);
}

/** The position for an item added at the end. */
export const nextPosition = (items: readonly Positioned[]): number =>
  items.reduce((max, item) => Math.max(max, item.position + 1), 0);
