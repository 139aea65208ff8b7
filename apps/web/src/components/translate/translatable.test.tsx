import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../lib/router';
import { TRANSLATE_LANGUAGES } from '@dwa/shared/translate';
import { jsonResponse } from '../../testing/json-response';
import { Translatable } from './translatable';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { loadI18n } from '../../lib/i18n/i18n';
import { setupScreenTest } from '../../testing/screen-setup';

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const languages = TRANSLATE_LANGUAGES.map(({ code, name }) => ({ code, name }));

function answer(available: boolean, translate: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/api/v1/translate/config')) return jsonResponse({ available, languages });
    if (url.endsWith('/api/v1/translate')) return translate();
    return jsonResponse({ detail: 'Not found' }, 404);
  });
}

function show(text = 'Bonjour tout le monde') {
  return render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Translatable text={text}>{(shown) => <p data-testid="text">{shown}</p>}</Translatable>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const bodyOf = (index: number) => JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body)) as unknown;

beforeEach(() => {
  localStorage.setItem('auth_token', 'token');
  localStorage.setItem('auth_user_id', '3');
});

describe('Translatable', () => {
  it('speaks the interface language: the action, and the languages named in it (Intl)', async () => {
    localStorage.setItem('language', 'Spanish');
    answer(true, () => jsonResponse({ translated_text: 'Hola a todos', target: 'es', source: 'fr' }));
    const i18n = await loadI18n('de');
    await i18n.loadAreas(['translate']);
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <I18nProvider value={i18n}>
            <Translatable text="Bonjour tout le monde">{(shown) => <p data-testid="text">{shown}</p>}</Translatable>
          </I18nProvider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Übersetzen' }));
    expect(await screen.findByText('Hola a todos')).toBeTruthy();
    expect(screen.getByText('Aus Französisch in Spanisch übersetzt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Original anzeigen' })).toBeTruthy();
  });

  it('shows the text alone, with no action, when the site has no translation provider', async () => {
    answer(false, () => jsonResponse({}));
    show();
    expect(screen.getByTestId('text').textContent).toBe('Bonjour tout le monde');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  });

  it("translates into the header's language, then shows the original again", async () => {
    localStorage.setItem('language', 'Spanish');
    answer(true, () => jsonResponse({ translated_text: 'Hola a todos', target: 'es', source: 'fr' }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Hola a todos')).toBeTruthy();
    expect(screen.getByText('Translated to Spanish from French')).toBeTruthy();
    expect(screen.getByTestId('text').closest('[lang]')?.getAttribute('lang')).toBe('es');
    expect(bodyOf(1)).toEqual({ text: 'Bonjour tout le monde', target: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByTestId('text').textContent).toBe('Bonjour tout le monde');
  });

  it('defaults to English, and a language the provider lacks falls back to English', async () => {
    localStorage.setItem('language', 'Japanese');
    answer(true, () => jsonResponse({ translated_text: 'Hello everyone', target: 'en', source: 'fr' }));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Hello everyone')).toBeTruthy();
    expect(bodyOf(1)).toEqual({ text: 'Bonjour tout le monde', target: 'en' });
  });

  it('keeps the original and says why when translating fails', async () => {
    answer(true, () => jsonResponse({ detail: 'The translation service is not answering right now. Try again in a few minutes.' }, 503));
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The translation service is not answering right now. Try again in a few minutes.',
    );
    expect(screen.getByTestId('text').textContent).toBe('Bonjour tout le monde');
    expect(screen.getByRole('button', { name: 'Translate' })).toBeTruthy();
  });
});
