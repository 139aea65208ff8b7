import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { notify } from '../../../lib/toast';
import { fieldErrors } from '../lib/field-errors';
import { focusFirstInvalid } from '../lib/focus-invalid';

/** Said when the schema's file cannot be fetched (a dropped connection): the next submit tries again (the forms give it in their language). */
export const SCHEMA_LOAD_FAILED = 'Could not check the form: check your connection and try again.';

/**
 * A form checked by a shared schema on submit: `check` answers whether the values pass; when they do
 * not, the errors are rendered at once so the first invalid field can take focus (it may be far above
 * the button). The schema is loaded on demand (`loadSchema`: zod stays off the page's first load);
 * `warm` starts the download when the form is first touched, `check` waits for it.
 */
export function useCheckedForm(loadSchema: () => Promise<z.ZodType>, loadFailed: string = SCHEMA_LOAD_FAILED) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = useRef<Promise<z.ZodType> | null>(null);
  const load = () => {
    pending.current ??= loadSchema().catch((error: unknown) => {
      pending.current = null;
      throw error;
    });
    return pending.current;
  };
  async function check(values: unknown): Promise<boolean> {
    let schema: z.ZodType;
    try {
      schema = await load();
    } catch {
      notify.error(loadFailed);
      return false;
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      flushSync(() => setErrors(fieldErrors(parsed.error.issues)));
      focusFirstInvalid(formRef.current);
      return false;
    }
    setErrors({});
    return true;
  }
  const warm = () => void load().catch(() => undefined);
  return { formRef, errors, check, warm };
}
