import { describe, expect, it } from 'vitest';
import { listingShareText, sellerMessageText, whatsappChatHref, whatsappShareHref } from './whatsapp';

describe('WhatsApp links', () => {
  it('shares any text, encoded', () => {
    const href = whatsappShareHref('Chair & table\nGHC 1,200.00 on Dwa\nhttps://dwa.gh/listing/7?ref=a b');
    expect(href).toBe(
      'https://wa.me/?text=Chair%20%26%20table%0AGHC%201%2C200.00%20on%20Dwa%0Ahttps%3A%2F%2Fdwa.gh%2Flisting%2F7%3Fref%3Da%20b',
    );
    expect(decodeURIComponent(new URL(href).searchParams.get('text') ?? '')).toContain('Chair & table');
  });

  it('opens a chat with a Ghana number however it is written, digits only with 233', () => {
    for (const phone of ['0241234567', '024 123 4567', '+233 24 123 4567', '(024) 123-4567']) {
      expect(whatsappChatHref(phone, 'Hi')).toBe('https://wa.me/233241234567?text=Hi');
    }
  });

  it('has no chat link for a number that is not a Ghana one', () => {
    expect(whatsappChatHref('12345', 'Hi')).toBeNull();
    expect(whatsappChatHref('+44 20 7946 0958', 'Hi')).toBeNull();
  });

  it('says title, price and address, and asks a seller whether the item is still there', () => {
    expect(listingShareText({ title: 'Samsung A54', price: 'GHC 3,500.00' }, 'https://dwa.gh/listing/1')).toBe(
      'Samsung A54\nGHC 3,500.00 on Dwa\nhttps://dwa.gh/listing/1',
    );
    expect(sellerMessageText('Samsung A54', 'https://dwa.gh/listing/1')).toBe(
      'Hello, I saw your ad "Samsung A54" on Dwa. Is it still available?\nhttps://dwa.gh/listing/1',
    );
  });
});
