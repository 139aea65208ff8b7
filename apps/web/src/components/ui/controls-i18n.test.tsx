import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../lib/i18n/locales';
import { GenderSelect } from './gender-select';
import { PasswordInput } from './password-input';
import { QuantityStepper } from './quantity-stepper';
import { StrengthMeter } from './strength-meter';
import { renderIn as renderArea } from '../../testing/render-in';

// The shared controls speak the interface's language (issue 17, the `controls` area of ADR 046).

afterEach(cleanup);

const renderIn = (locale: Locale, node: ReactNode) => renderArea(locale, ['controls'], node);

describe('shared controls in other languages', () => {
  it('English stays the spec’s words', async () => {
    await renderIn('en', <StrengthMeter password="abc" />);
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuetext')).toBe('Too short');
    expect(screen.getByText('Too short').parentElement?.textContent).toBe('Strength: Too short');
  });

  it('French: the password box, the strength meter and the optional gender', async () => {
    await renderIn(
      'fr',
      <>
        <PasswordInput id="p" />
        <StrengthMeter password="abc" />
        <GenderSelect />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Afficher le mot de passe' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Force du mot de passe' }).getAttribute('aria-valuetext')).toBe('Trop court');
    expect(screen.getByText('Trop court').parentElement?.textContent).toBe('Force : Trop court');
    expect(screen.getByText('(facultatif)')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Je préfère ne pas le dire' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Femme' })).toBeTruthy();
  });

  it('the stepper puts its label inside the sentence: lower case in English, German keeps the noun’s capital', async () => {
    const { unmount } = await renderIn('en', <QuantityStepper label="Quantity" value={2} max={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeTruthy();
    unmount();
    await renderIn('de', <QuantityStepper label="Menge" value={2} max={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menge verringern' })).toBeTruthy();
  });
});
