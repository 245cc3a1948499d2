/**
 * Scrolls `rail` (and only the rail: the page stays where the founder is editing) so that `item`
 * is wholly inside it; an item already in sight does not move it. A phone's strip brings the item
 * to its middle (its neighbours either side say where it sits in the deck); a wide screen's column
 * moves by the least distance.
 */
export function scrollIntoRail(rail: HTMLElement, item: HTMLElement): void {
  const box = rail.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.left < box.left || at.right > box.right) rail.scrollLeft += (at.left + at.right) / 2 - (box.left + box.right) / 2;
  if (at.top < box.top) rail.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) rail.scrollTop += at.bottom - box.bottom;
}
