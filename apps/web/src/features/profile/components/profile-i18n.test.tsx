import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/i18n/locales';
import type { Profile } from '../api/get-profile';
import { OtherSection } from './other-sections';
import { ProfileMenu } from './profile-menu';
import { SellerNote } from './seller-note';
import { renderIn as renderArea } from '../../../testing/render-in';

// The profile page speaks the interface's language (issue 17, the `profile` area of ADR 046).

afterEach(cleanup);

const profile = { is_verified: false } as Profile;

const renderIn = (locale: Locale, node: ReactNode) => renderArea(locale, ['profile'], node);

describe('the profile page in other languages', () => {
  it('English stays the spec’s words', async () => {
    await renderIn('en', <OtherSection id="password" label="Change Password" profile={profile} />);
    expect(screen.getByText('Change Password settings are coming soon.')).toBeTruthy();
    expect(screen.getByText(/^Until then, you can set a new password with/).textContent).toBe(
      'Until then, you can set a new password with Forgot Password (we email you a code).',
    );
  });

  it('Spanish: the menu, the seller note, a section to come with its link inside the sentence', async () => {
    await renderIn(
      'es',
      <>
        <ProfileMenu active="edit" onSelect={vi.fn()} />
        <SellerNote />
        <OtherSection id="password" label="Cambiar contraseña" profile={profile} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Ajustes del perfil' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Datos y privacidad' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '¿Quieres vender en Dwa?' })).toBeTruthy();
    expect(screen.getByText('Los ajustes de «Cambiar contraseña» llegarán pronto.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).parentElement?.textContent).toBe(
      'Mientras tanto, puedes crear una contraseña nueva con ¿Olvidaste tu contraseña? (te enviamos un código por correo).',
    );
  });
});
