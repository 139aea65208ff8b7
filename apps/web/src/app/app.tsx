import { RouterProvider } from 'react-router';
import { paths } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/http';
import { createAppRouter } from './router';

const router = createAppRouter();

setSessionExpiredHandler((redirectTo) => {
  void router.navigate(paths.signin.getHref(redirectTo), { replace: true, state: { from: redirectTo } });
});

export function App() {
  return <RouterProvider router={router} />;
}
