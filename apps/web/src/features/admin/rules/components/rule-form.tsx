import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { RULE_LABEL_MAX, RULE_VALUE_MAX, type ContentRule, type ContentRuleKind } from '@dwa/shared/moderation';
import { Button } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { TextField } from '../../../../components/ui/form-field';
import { useCreateContentRule } from '../api/create-content-rule';
import { checkRule, ruleFailure, type RuleErrors } from '../lib/rule-form';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { Issue } from '../../../../components/ui/issue';
import { RadioPills } from '../../../../components/ui/radio-pills';

const KINDS = [
  { kind: 'word', label: 'rules.wordLabel', hint: 'rules.wordHint' },
  { kind: 'pattern', label: 'rules.pattern', hint: 'rules.patternHint' },
] as const satisfies readonly { kind: ContentRuleKind; label: string; hint: string }[];

/** The pattern the hint shows: code, the same in every language. */
const PATTERN_EXAMPLE = '(\\+233|0)\\d{9}';

/** Add a rule: its kind, the word or pattern, and the label the moderator reads. */
export function RuleForm({ onAdded }: { onAdded: (rule: ContentRule) => void }) {
  const t = useT(adminMessages);
  const [kind, setKind] = useState<ContentRuleKind>('word');
  const [value, setValue] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<RuleErrors>({});
  const valueRef = useRef<HTMLInputElement>(null);
  const create = useCreateContentRule();
  const chosen = KINDS.find((item) => item.kind === kind) ?? KINDS[0];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkRule({ kind, value, label });
    if (!checked.input) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.input, {
      onSuccess: (rule) => {
        setValue('');
        setLabel('');
        onAdded(rule);
        valueRef.current?.focus();
      },
      onError: (error) => setErrors(ruleFailure(t, error)),
    });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-rule-heading"
      className="space-y-4 rounded-2xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h2 id="new-rule-heading" className="text-lg font-bold">
        {t('rules.add')}
      </h2>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-800 dark:text-gray-200">{t('rules.kind')}</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          <RadioPills
            name="rule-kind"
            options={KINDS.map((item) => ({ value: item.kind, label: t(item.label) }))}
            value={kind}
            onChange={setKind}
          />
        </div>
        {errors.kind ? (
          <p className="mt-1 text-sm text-red-700 dark:text-red-400">
            <Issue text={errors.kind} />
          </p>
        ) : null}
      </fieldset>
      <TextField
        ref={valueRef}
        label={t(chosen.label)}
        hint={t(chosen.hint, { example: PATTERN_EXAMPLE })}
        error={errors.value}
        value={value}
        maxLength={RULE_VALUE_MAX + 50}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => setValue(event.target.value)}
        className="font-mono"
      />
      <TextField
        label={t('rules.label')}
        hint={t('rules.labelHint')}
        error={errors.label}
        value={label}
        maxLength={RULE_LABEL_MAX + 50}
        autoComplete="off"
        onChange={(event) => setLabel(event.target.value)}
      />
      {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
      <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
        {create.isPending ? t('rules.adding') : t('rules.addRule')}
      </Button>
    </form>
  );
}
