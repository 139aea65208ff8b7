import { Bell, Moon, ShieldCheck, KeyRound, Lock, UserPen } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n-context';
import { profileMessages } from '../../../lib/i18n/catalogs/profile';

export const SECTIONS = [
  { id: 'edit', label: 'menu.edit', icon: UserPen },
  { id: 'verification', label: 'menu.verification', icon: ShieldCheck },
  { id: 'password', label: 'menu.password', icon: KeyRound },
  { id: 'notification', label: 'menu.notification', icon: Bell },
  { id: 'privacy', label: 'menu.privacy', icon: Lock },
  { id: 'theme', label: 'menu.theme', icon: Moon },
] as const satisfies readonly { id: string; label: keyof (typeof profileMessages)['en']; icon: LucideIcon }[];

export type SectionId = (typeof SECTIONS)[number]['id'];

/** The side menu: a row that scrolls sideways on a phone, a column from md up. */
export function ProfileMenu({ active, onSelect }: { active: SectionId; onSelect: (id: SectionId) => void }) {
  const t = useT(profileMessages);
  return (
    <nav aria-label={t('menu.label')} className="md:w-56 md:shrink-0">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:overflow-visible md:px-0">
        {SECTIONS.map(({ id, label, icon: Icon }) => {
          const selected = id === active;
          return (
            <li key={id} className="shrink-0">
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(id)}
                className={`flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium whitespace-nowrap transition-colors ${
                  selected
                    ? 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-gray-950'
                    : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(label)}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
