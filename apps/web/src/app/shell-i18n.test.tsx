import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminAccessRequired } from './guards/admin-access-required';
import { SellerAccessRequired } from './guards/seller-access-required';
import { AllCategoriesDialog } from './layouts/header/all-categories-dialog';
import { RouteErrorPage } from './route-error-boundary';
import { Spinner } from '../components/ui/spinner';
import { renderIn } from '../testing/render-in';

// Issue 17: the pages a guard shows, the error page and the All Categories dialog speak the chosen
// language (they had kept English literals).

afterEach(cleanup);
beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

const renderInFrench = (node: ReactNode) => renderIn('fr', ['access', 'controls'], node);

describe('shell pages in French', () => {
  it('the seller and admin guards', async () => {
    await renderInFrench(
      <>
        <SellerAccessRequired />
        <AdminAccessRequired />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Accès vendeur requis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Devenir vendeur' }).getAttribute('href')).toBe('/become-a-seller');
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Votre compte' })).toBeTruthy();
  });

  it('the route error page, with its fallback line', async () => {
    await renderInFrench(<RouteErrorPage error="not an Error" onRetry={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Erreur inattendue de l’application !' })).toBeTruthy();
    expect(screen.getByText('Un problème est survenu.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
  });

  it('the notice of a page whose code could not arrive', async () => {
    await renderInFrench(
      <RouteErrorPage error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')} onRetry={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Impossible de charger cette page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('the All Categories dialog', async () => {
    // Its names are the storefront's `categories` area, loaded with the storefront layout.
    await renderIn('fr', ['access', 'categories', 'controls'], <AllCategoriesDialog open onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Toutes les catégories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Téléphones mobiles' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une catégorie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('the spinner’s default status', async () => {
    await renderInFrench(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
  });
});
