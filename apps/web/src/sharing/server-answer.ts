/**
 * An answer the gateway wrote beside a page it rendered (a `<script type="application/json">`
 * block with the link's token), taken once: the block is removed, and an answer for another link
 * or of the wrong shape is ignored.
 */
export function takeServerAnswer<T>(id: string, token: string, isAnswer: (value: unknown) => value is T): T | null {
  const block = document.getElementById(id);
  if (!block) return null;
  block.remove();
  if (block.getAttribute('data-token') !== token) return null;
  try {
    const answer: unknown = JSON.parse(block.textContent ?? '');
    return isAnswer(answer) ? answer : null;
  } catch {
    return null;
  }
}
