import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, type RouteObject } from '../../lib/router';
import { jsonResponse } from '../../testing/json-response';
import { createQueryClient } from '../query-client';

// What the guard tests share: the routes they guard render in the app's own query client (its
// retry rules are part of what a guard does), and the profile the API answers a signed-in person with.

/** Renders `routes` inside the app's query client and a memory router at `url`. */
export function renderRoutesAt(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The API's answer for the profile of a signed-in person of `userType`. */
export const me = (userType: string) => jsonResponse({ user_id: 1, name: 'Ama', email: 'ama@example.com', user_type: userType });
