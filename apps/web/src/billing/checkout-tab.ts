import { pageNavigation } from './page-navigation';

export type CheckoutTab = {
  /** Sends the reserved tab to the checkout; without one (popup blocked) this tab goes there. */
  go: (url: string) => void;
  /** Closes the reserved tab after a failure, so no blank tab is left behind. */
  close: () => void;
};

/**
 * Browsers allow a new tab only inside the click that asked for it, and the checkout URL arrives
 * after an await. So the tab is opened blank at once, in the click handler, and pointed at the
 * checkout when the URL is known.
 */
export function reserveCheckoutTab(): CheckoutTab {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      // The checkout page must not be able to steer this page (reverse tabnabbing).
      tab.opener = null;
      tab.document.title = 'Opening secure checkout…';
      tab.document.body.textContent = 'Opening secure checkout…';
    } catch {
      // A tab we cannot write to still works for navigation.
    }
  }
  return {
    go: (url) => {
      const absolute = new URL(url, window.location.origin).href;
      if (tab && !tab.closed) tab.location.href = absolute;
      else pageNavigation.assign(absolute);
    },
    close: () => {
      if (tab && !tab.closed) tab.close();
    },
  };
}

/** For a checkout that starts without a click (resume after sign-in): the current tab goes. */
export const currentTab: CheckoutTab = {
  go: (url) => pageNavigation.assign(new URL(url, window.location.origin).href),
  close: () => undefined,
};
