import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { buttonClasses } from '../components/ui/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

/** Every route's errorElement: a render or loading failure shows this instead of a blank page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <div role="alert" className="mx-auto flex max-w-2xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error!</h1>
      <p className="text-lg text-gray-700 dark:text-gray-300">{describe(error)}</p>
      {stack ? <pre className="max-w-full overflow-x-auto rounded-lg bg-gray-100 p-4 text-xs dark:bg-gray-900">{stack}</pre> : null}
      <Link to={paths.home.getHref()} reloadDocument className={buttonClasses('primary')}>
        Back to home
      </Link>
    </div>
  );
}
