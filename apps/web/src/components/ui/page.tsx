import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <DocumentTitle title={title} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-gray-600 dark:text-gray-400">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
