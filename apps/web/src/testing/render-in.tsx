import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../lib/router';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { loadI18n } from '../lib/i18n/i18n';
import type { Locale } from '../lib/i18n/locales';

/**
 * Renders `node` in `locale`, with these areas' catalogs (ADR 046) loaded first, inside the providers
 * a screen expects: a query client (no retries), the language, and a router at `path`.
 */
export async function renderIn(locale: Locale, areas: readonly string[], node: ReactNode, { path = '/' }: { path?: string } = {}) {
  const i18n = await loadI18n(locale);
  await i18n.loadAreas(areas);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nProvider value={i18n}>
        <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}
