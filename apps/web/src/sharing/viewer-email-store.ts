// The address a visitor typed at an e-mail gate, so the next link they open is prefilled (as
// DocSend and Papermark do). Kept on this device only; never sent anywhere but the gate.
const KEY = 'bv.viewerEmail';

export function rememberedViewerEmail(): string {
  try {
    return window.localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberViewerEmail(email: string): void {
  try {
    window.localStorage.setItem(KEY, email);
  } catch {
    // blocked storage: the visitor types it again next time
  }
}
