import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { fieldErrors } from '../lib/field-errors';
import { focusFirstInvalid } from '../lib/focus-invalid';

/**
 * A form checked by a shared schema on submit: `check` answers whether the values pass; when they do
 * not, the errors are rendered at once so the first invalid field can take focus (it may be far above
 * the button).
 */
export function useCheckedForm(schema: z.ZodType) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  function check(values: unknown): boolean {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      flushSync(() => setErrors(fieldErrors(parsed.error.issues)));
      focusFirstInvalid(formRef.current);
      return false;
    }
    setErrors({});
    return true;
  }
  return { formRef, errors, check };
}
