/**
 * After a refused submit: the first field marked invalid (document order) is scrolled to the middle
 * of the screen and focused, so its error is seen on a phone and read out by a screen reader.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
  return true;
}
