/**
 * Copies text with the asynchronous clipboard API, falling back to a hidden text field and
 * `execCommand('copy')` where the API is missing or refused (older browsers, insecure origins).
 * Resolves false when neither worked, so the page can show the link to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused: try the old way below
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  field.style.pointerEvents = 'none';
  const focused = document.activeElement as HTMLElement | null;
  document.body.appendChild(field);
  field.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  field.remove();
  focused?.focus();
  return copied;
}
