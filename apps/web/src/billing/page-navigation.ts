/** Leaving the app or reloading it, in one place that specs can replace (jsdom cannot navigate). */
export const pageNavigation = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};
