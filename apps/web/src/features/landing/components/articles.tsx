import { ARTICLES } from '../data/articles';
import { ArticleIllustration } from './article-illustration';
import { useT } from '../../../lib/i18n/i18n-context';
import { landingMessages } from '../../../lib/i18n/catalogs/landing';

export function Articles() {
  const t = useT(landingMessages);
  return (
    <section aria-labelledby="articles-title" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="articles-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('articles.title')}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {ARTICLES.map((article) => (
          <li key={article.id}>
            <article className="h-full overflow-hidden rounded-2xl border border-gray-200 dark:border-gray-800">
              <ArticleIllustration kind={article.image} />
              <div className="p-4">
                <h3 className="font-semibold">{t(article.title)}</h3>
                <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{t(article.description)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
