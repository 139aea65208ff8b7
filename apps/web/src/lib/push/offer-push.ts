import { notify } from '../toast';

// The offer to turn on push, at a meaningful moment (a search saved, a first message sent), never
// on load: once per browser, only where push can work and the person has not decided yet. The
// browser's permission question comes from the offer's button (a click), and the push code loads
// then (push-client.ts), so this stays a few hundred bytes in the pages that call it.

const OFFERED = 'dwa:push-offered';

export function offerPush(text: { message: string; action: string }): void {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return;
  if (Notification.permission !== 'default' || !navigator.serviceWorker.controller) return;
  try {
    if (localStorage.getItem(OFFERED)) return;
    localStorage.setItem(OFFERED, '1');
  } catch {
    return;
  }
  notify.action(text.message, {
    label: text.action,
    onClick: () => void import('./push-client').then(({ enablePush }) => enablePush()).catch(() => undefined),
  });
}
