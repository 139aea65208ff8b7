import { TEXT_CHARACTERS_MESSAGE, isAcceptableText } from '@dwa/shared/input-text';
import { ValidationError } from './errors';

// The API's side of the one text check (`@dwa/shared/input-text`, issue 30): the 422 a refused string
// answers, and the check of a form field read part by part by a handler (the `text-input` plugin
// checks everything parsed before a route runs).

/** The 422 a refused string answers, at `loc`. */
export const unacceptableText = (loc: (string | number)[]): ValidationError =>
  ValidationError.single(loc, TEXT_CHARACTERS_MESSAGE, 'string_characters');

/** A multipart form field read by a handler, refused like a JSON field; answers the value. */
export function checkFormField(name: string, value: unknown): void {
  if (!isAcceptableText(name)) throw unacceptableText(['body']);
  if (typeof value === 'string' && !isAcceptableText(value)) throw unacceptableText(['body', name]);
}
