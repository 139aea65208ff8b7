/**
 * A ref that focuses its element once it is in the page: what React's `autoFocus` did. Preact
 * (ADR 047) only writes the `autofocus` attribute, which a browser honours when the page loads and
 * not for an element added later (a Reply box, a search field opened by a button). One function for
 * every use, so a re-render never calls it again and never takes the focus back.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
