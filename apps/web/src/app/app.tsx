import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';

type Props = { router: ReturnType<typeof createBrowserRouter>; queryClient: QueryClient };

/** Marks the page as live once React has taken it over (journeys wait for it before they click). */
function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App({ router, queryClient }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Hydrated />
    </QueryClientProvider>
  );
}
