import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router';
import { AdminNav } from './admin-nav';

afterEach(cleanup);

describe('AdminNav', () => {
  it("shows the route table's sections in the console's order, the current one marked", () => {
    render(
      <MemoryRouter initialEntries={['/admin/users/4']}>
        <AdminNav sections={['Jobs', 'Audit', 'Users', 'Overview']} />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Admin console' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Users', 'Audit', 'Jobs']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/admin', '/admin/users', '/admin/audit', '/admin/jobs']);
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    // Overview matches /admin only, not every page below it.
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });
});
