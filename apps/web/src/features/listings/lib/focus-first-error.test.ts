import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstErrorControl, focusFirstError } from './focus-first-error';

function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('focusFirstError', () => {
  it('focuses the first invalid field in form order and scrolls it into view, every time', () => {
    const element = form(`
      <input id="title" aria-invalid="true">
      <input id="price">
      <select id="sub" aria-invalid="true" disabled></select>
      <textarea id="description" aria-invalid="true"></textarea>
      <button type="button" aria-describedby="photos-error">Add photos</button>
      <input type="file" aria-invalid="true" aria-describedby="photos-error">
      <button type="submit">Preview Listing</button>`);
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    expect(focusFirstError(element)).toBe(true);
    expect(document.activeElement?.id).toBe('title');
    expect(scroll).toHaveBeenCalledTimes(1);

    // Pressed again (focus on the Preview button, the page scrolled down): the same again.
    element.querySelector<HTMLButtonElement>('button[type=submit]')?.focus();
    expect(focusFirstError(element)).toBe(true);
    expect(document.activeElement?.id).toBe('title');
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it('skips disabled fields, and takes the photos error to the Add photos button', () => {
    const element = form(`
      <select id="sub" aria-invalid="true" disabled></select>
      <button type="button" aria-describedby="photos-hint">Remove a.jpg</button>
      <button type="button" aria-describedby="photos-hint photos-error">Add photos</button>
      <input type="file" aria-invalid="true" aria-describedby="photos-hint photos-error">`);
    expect(firstErrorControl(element)?.textContent).toBe('Add photos');
  });

  it('does nothing without errors', () => {
    HTMLElement.prototype.scrollIntoView = vi.fn();
    expect(focusFirstError(form('<input id="title">'))).toBe(false);
    expect(focusFirstError(null)).toBe(false);
  });
});
