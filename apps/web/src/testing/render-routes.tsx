import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from '../lib/router';
import { jsonResponse } from './json-response';

// What the route guards' tests share: the routes they guard, rendered at an address in the query
// client the test passes (the app's own, whose retry rules are part of what a guard does), and the
// profile the API answers a signed-in person with.

/** Renders `routes` inside `client` and a memory router at `url`. */
export function renderRoutesAt(routes: RouteObject[], url: string, client: QueryClient) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The API's answer for the profile of a signed-in person of `userType`. */
export const me = (userType: string) => jsonResponse({ user_id: 1, name: 'Ama', email: 'ama@example.com', user_type: userType });
