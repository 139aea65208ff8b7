import { act, startTransition } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { expect, it, vi } from 'vitest';
import { whenSeen } from './when-seen';

// After a navigation: a part the browser renders in the place of one hydrated from the server.

function Footer({ name }: { name: string }) {
  return <footer>{name} footer</footer>;
}

function Layout({ Part }: { Part: ComponentType }) {
  return (
    <div>
      <main>page</main>
      <Part />
    </div>
  );
}

it('after a navigation, a part in the place of another loads at once and the navigation completes', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  const General = () => <Footer name="general" />;
  const server = whenSeen(async () => General);
  renderToString(<Layout Part={server} />);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Layout Part={server} />);
  document.body.append(container);

  const first = whenSeen(async () => General);
  const root = await act(async () => hydrateRoot(container, <Layout Part={first} />));
  // The same place, another part (the storefront's footer changes with the page): its wrapper's id
  // is one the browser made, unlike the server's, so it never mistakes the page being left for
  // server HTML of its own, and never waits.
  const serverIds = [...container.querySelectorAll('[id]')].map((element) => element.id);
  const other = vi.fn(async () => () => <Footer name="classifieds" />);
  const Classifieds = whenSeen(other);
  await act(async () => startTransition(() => root.render(<Layout Part={Classifieds} />)));
  expect(other).toHaveBeenCalledTimes(1);
  expect(container.textContent).toContain('classifieds footer');
  const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
  expect(ids).toHaveLength(1);
  expect(serverIds).not.toContain(ids[0]);
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});
