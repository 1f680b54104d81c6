/**
 * After a page change, a keyboard or screen-reader user whose focus fell back to `<body>` (the element they used
 * went away with the old page) gets the new page's heading focused, so it is read out and Tab starts there.
 * Focus someone or something already placed (an `autoFocus` field, the link just clicked) is left alone. Lazy
 * pages render later, so it watches the document until a heading appears, for at most `waitMs`.
 * Returns a function that stops watching.
 */
export function focusPageHeading(waitMs = 3000): () => void {
  const settle = (): boolean => {
    const active = document.activeElement;
    if (active !== null && active !== document.body) return true;
    const heading = document.querySelector<HTMLElement>('main h1, h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) {
      heading.setAttribute('tabindex', '-1');
      // A heading is not a control: no focus ring (screen readers still read it; Tab goes on from it).
      heading.style.outlineStyle = 'none';
    }
    heading.focus({ preventScroll: true });
    return true;
  };
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = setTimeout(stop, waitMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
