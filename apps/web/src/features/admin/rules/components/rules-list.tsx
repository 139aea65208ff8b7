import type { ContentRule } from '@dwa/shared/moderation';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { useFormat, useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

/** The rules, each with what it matches and Delete. */
export function RulesList({ rules, onDelete }: { rules: ContentRule[]; onDelete: (rule: ContentRule) => void }) {
  const f = useFormat();
  const t = useT(adminMessages);
  return (
    <ul
      aria-label={t('rules.list')}
      className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
    >
      {rules.map((rule) => (
        <li key={rule.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold break-words">{rule.label}</span>
              <Badge tone={rule.kind === 'pattern' ? 'warning' : 'neutral'}>
                {rule.kind === 'pattern' ? t('rules.pattern') : t('rules.word')}
              </Badge>
            </p>
            <code className="mt-1 block font-mono text-sm break-all text-gray-800 dark:text-gray-200">{rule.value}</code>
            <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
              {rule.created_by === null ? t('rules.builtIn') : t('rules.byAdmin')} · {f.date(rule.created_at)}
            </p>
          </div>
          <Button size="sm" variant="outline" onClick={() => onDelete(rule)} aria-label={t('rules.deleteRule', { label: rule.label })}>
            {t('rules.delete')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
