/** Leaves the SPA for a full page load at `url` (the provider). An object, so a UI test can watch it. */
export const pageExit = {
  go(url: string): void {
    window.location.assign(url);
  },
};
