import { useState } from 'react';
import type { FormEvent } from 'react';
import { CATEGORY_NAMES } from '@dwa/shared/catalogue';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, TextField, inputClasses } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/failure-text';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { formatDateTime } from '../lib/format';
import { AdminTable } from './admin-table';

// A setting with a default and each category's own (commission/, lifetimes/): the categories'
// table (its value, whether it is the category's own, a button to clear it) beside the form that
// sets one. The page keeps its words, its API calls and what clearing asks first.

/** A category's own value, as the API answers it. */
export type CategoryOverride = { category: string; updated_at: string };

type Saving = { onSuccess: () => void; onError: (problem: unknown) => void };

export type CategoryOverridesProps<O extends CategoryOverride> = {
  /** The ids of the table's and the form's headings. */
  ids: { list: string; form: string };
  overrides: readonly O[];
  /** A category's value as shown: its own, or the default (`own` undefined). */
  valueText: (own: O | undefined) => string;
  /** The line under the heading that says the default. */
  defaultText: string;
  words: {
    /** The table's heading, region and caption. */
    byCategory: string;
    /** The value's column header. */
    column: string;
    /** The clear button's name for a category ('Clear the rate of Community'). */
    clearOf: (category: string) => string;
    /** The form's heading. */
    set: string;
    /** The value field's label. */
    field: string;
    save: string;
    saveFailed: string;
  };
  /** The value field's hint, for the chosen category's own value (or undefined: the default). */
  hint?: (own: O | undefined) => string;
  inputMode: 'decimal' | 'numeric';
  /** The value the admin typed, or what is wrong with it. */
  read: (text: string) => { value: number } | { error: string };
  /** Saves a category's value: the page's mutation, called with these callbacks. */
  save: (category: string, value: number, saving: Saving) => void;
  saving: boolean;
  onSaved: (category: string, value: number) => void;
  /** A clear is under way: the table's buttons wait. */
  clearing: boolean;
  onClear: (category: string) => void;
};

type TableProps<O extends CategoryOverride> = Pick<CategoryOverridesProps<O>, 'overrides' | 'valueText' | 'clearing' | 'onClear'> & {
  words: CategoryOverridesProps<O>['words'];
};

function OverridesTable<O extends CategoryOverride>({ overrides, valueText, words, clearing, onClear }: TableProps<O>) {
  const f = useFormat();
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  return (
    <AdminTable
      label={words.byCategory}
      columns={[
        { label: t('commission.category') },
        { label: words.column, end: true },
        { label: t('commission.source') },
        { label: <span className="sr-only">{t('commission.actions')}</span> },
      ]}
    >
      {CATEGORY_NAMES.map((category) => {
        const own = overrides.find((override) => override.category === category);
        const name = catalogue.category(category);
        return (
          <tr key={category}>
            <th scope="row" className="px-3 py-3 text-start font-medium">
              {name}
            </th>
            <td className="px-3 py-3 text-end whitespace-nowrap tabular-nums">{valueText(own)}</td>
            <td className="px-3 py-3 text-gray-700 dark:text-gray-300">
              {own ? t('commission.own', { date: formatDateTime(f, own.updated_at) }) : t('commission.default')}
            </td>
            <td className="px-3 py-2 text-end">
              {own ? (
                <Button size="sm" variant="outline" onClick={() => onClear(category)} disabled={clearing} aria-label={words.clearOf(name)}>
                  {t('commission.clear')}
                </Button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}

type FormProps<O extends CategoryOverride> = Pick<
  CategoryOverridesProps<O>,
  'overrides' | 'hint' | 'inputMode' | 'read' | 'save' | 'saving' | 'onSaved'
> & {
  id: string;
  words: CategoryOverridesProps<O>['words'];
};

function OverrideForm<O extends CategoryOverride>({ id, overrides, words, hint, inputMode, read, save, saving, onSaved }: FormProps<O>) {
  const t = useT(adminMessages);
  const catalogue = useCatalogueText();
  const [category, setCategory] = useState<string>(CATEGORY_NAMES[0]!);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = read(text);
    setFailure(null);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(undefined);
    save(category, checked.value, {
      onSuccess: () => {
        setText('');
        onSaved(category, checked.value);
      },
      onError: (problem) => setFailure(failureText(problem, words.saveFailed)),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={id}
      className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id={id} className="text-lg font-bold">
        {words.set}
      </h2>
      <FormField label={t('commission.category')}>
        {(control) => (
          <select {...control} value={category} onChange={(event) => setCategory(event.target.value)} className={inputClasses}>
            {CATEGORY_NAMES.map((name) => (
              <option key={name} value={name}>
                {catalogue.category(name)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <TextField
        label={words.field}
        hint={hint?.(overrides.find((override) => override.category === category))}
        error={error}
        value={text}
        inputMode={inputMode}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
        {saving ? t('commission.saving') : words.save}
      </Button>
    </form>
  );
}

/** The categories' table and the form that sets one, side by side on a wide screen. */
export function CategoryOverrides<O extends CategoryOverride>({ ids, defaultText, ...props }: CategoryOverridesProps<O>) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
      <section aria-labelledby={ids.list} className="min-w-0 space-y-3">
        <h2 id={ids.list} className="text-lg font-bold">
          {props.words.byCategory}
        </h2>
        <p className="text-sm">{defaultText}</p>
        <OverridesTable {...props} />
      </section>
      <OverrideForm id={ids.form} {...props} />
    </div>
  );
}
