import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime, valueLabel } from '../lib/format';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

const tone = (status: string) => (status === 'approved' ? 'success' : status === 'pending' ? 'warning' : 'neutral');

/** One application: who, what they sent, where it stands, and the decisions while it waits. */
export function ApplicationCard({
  id,
  title,
  subtitle,
  status,
  createdAt,
  reviewedAt,
  facts,
  note,
  actions,
}: {
  id: number;
  title: string;
  subtitle: ReactNode;
  status: string;
  createdAt: string;
  reviewedAt: string | null;
  facts: [string, string][];
  note?: ReactNode;
  actions?: ReactNode;
}) {
  const f = useFormat();
  const t = useT(adminMessages);
  const headingId = `application-${id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold break-words">
              {title}
            </h2>
            <div className="text-sm break-words text-gray-700 dark:text-gray-300">{subtitle}</div>
          </div>
          <Badge tone={tone(status)}>{valueLabel(t, status)}</Badge>
        </div>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-gray-600 dark:text-gray-400">{term}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
          <div className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{t('applications.sent')}</dt>
            <dd>{formatDateTime(f, createdAt)}</dd>
          </div>
          {reviewedAt ? (
            <div className="contents">
              <dt className="text-gray-600 dark:text-gray-400">{t('applications.reviewed')}</dt>
              <dd>{formatDateTime(f, reviewedAt)}</dd>
            </div>
          ) : null}
        </dl>
        {note}
        {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
      </article>
    </li>
  );
}
