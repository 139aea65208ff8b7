import { AlertCircle, X } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

/** The chat's red banner; the page removes it after 5 seconds (the spec's chat error display). */
export function ErrorBanner({ message, onClose }: { message: string; onClose: () => void }) {
  const t = useT(chatMessages);
  return (
    <div
      role="alert"
      className="flex items-start gap-2 border-b border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1 break-words">{message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('dismiss')}
        className="inline-flex size-6 items-center justify-center rounded hover:bg-red-100 dark:hover:bg-red-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
