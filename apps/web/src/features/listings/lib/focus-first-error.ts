// After a failed Preview or Update, the first field in error (in form order) gets focus and is
// scrolled into view, every time: the photos' error sits at the bottom while the fields' errors
// may be far above it (issue 16).

const INVALID = '[aria-invalid="true"]:not(:disabled)';

/** The control to take a person to: the first one marked invalid; for the hidden photo input, its Add button. */
export function firstErrorControl(form: ParentNode): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>(INVALID);
  if (!invalid) return null;
  if (invalid instanceof HTMLInputElement && invalid.type === 'file') {
    // The file input is visually hidden; the button that opens it carries the same description.
    const describedBy = invalid.getAttribute('aria-describedby');
    const buttons = Array.from(form.querySelectorAll<HTMLElement>('button[aria-describedby]:not(:disabled)'));
    return buttons.find((button) => button.getAttribute('aria-describedby') === describedBy) ?? invalid;
  }
  return invalid;
}

/** Focuses the first control in error and brings it to the middle of the screen; false when there is none. */
export function focusFirstError(form: ParentNode | null): boolean {
  const target = form ? firstErrorControl(form) : null;
  if (!target) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
  return true;
}
