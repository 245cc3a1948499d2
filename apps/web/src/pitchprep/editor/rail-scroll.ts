/**
 * Scrolls `rail` (and only the rail: the page stays where the founder is editing) so that `item`
 * is wholly inside it, by the least distance; an item already in sight does not move it.
 */
export function scrollIntoRail(rail: HTMLElement, item: HTMLElement): void {
  const box = rail.getBoundingClientRect();
  const at = item.getBoundingClientRect();
  if (at.left < box.left) rail.scrollLeft -= box.left - at.left;
  else if (at.right > box.right) rail.scrollLeft += at.right - box.right;
  if (at.top < box.top) rail.scrollTop -= box.top - at.top;
  else if (at.bottom > box.bottom) rail.scrollTop += at.bottom - box.bottom;
}
