import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { DocumentTitle } from './document-title';

afterEach(cleanup);

describe('DocumentTitle', () => {
  it("names the page '<title> | Dwa' (or as it is with whole), and gives the title back when the page goes", () => {
    document.title = 'Dwa | Marketplace for Ghana';
    const { rerender, unmount } = render(<DocumentTitle title="Explore Marketplace" />);
    expect(document.title).toBe('Explore Marketplace | Dwa');
    rerender(<DocumentTitle title="Dwa: buy, sell and deliver" whole />);
    expect(document.title).toBe('Dwa: buy, sell and deliver');
    unmount();
    expect(document.title).toBe('Dwa | Marketplace for Ghana');
    expect(document.querySelectorAll('title').length).toBeLessThanOrEqual(1);
  });
});
