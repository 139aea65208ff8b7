import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router';
import { ChatHeader } from './chat-header';

afterEach(cleanup);

const header = (change: Partial<Parameters<typeof ChatHeader>[0]> = {}) =>
  render(
    <MemoryRouter>
      <ChatHeader
        name="Kwame Mensah"
        avatar={null}
        online={false}
        lastSeen={null}
        phone={null}
        active
        listingId={7}
        listingTitle="Samsung Galaxy A54"
        listingImage="/static/listings/a-320.webp"
        typing={false}
        searching={false}
        onToggleSearch={() => {}}
        onBack={() => {}}
        {...change}
      />
    </MemoryRouter>,
  );

describe('chat header', () => {
  it("calls the seller's listed number, and offers no Call without one", () => {
    header({ phone: '+233 30 222 2222', online: true });
    expect(screen.getByTestId('presence').textContent).toBe('Online now');
    expect(screen.getByRole('link', { name: 'Call Kwame Mensah' }).getAttribute('href')).toBe('tel:+233302222222');
    cleanup();
    header();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
  });

  it('Info shows who this is, the listing and whether the account is still active', () => {
    header({ active: false });
    const info = screen.getByRole('button', { name: 'Conversation info' });
    expect(info.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Conversation info' });
    expect(panel.textContent).toContain('This account is no longer active.');
    expect(panel.textContent).toContain('Phone numbers stay private');
    expect(screen.getByRole('link', { name: /Samsung Galaxy A54.*View listing/ }).getAttribute('href')).toBe('/listing/7');
    fireEvent.click(info);
    expect(screen.queryByRole('region', { name: 'Conversation info' })).toBeNull();
  });
});
