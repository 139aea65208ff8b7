import { Link } from 'react-router';
import { ArrowLeft, Search, X } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { profilePictureUrl } from '../../../lib/media-url';
import { lastSeenText } from '../lib/message-rules';

type Props = {
  name: string;
  avatar: string | null;
  online: boolean;
  lastSeen: string | null;
  listingId: number | null;
  listingTitle: string | null;
  typing: boolean;
  searching: boolean;
  onToggleSearch: () => void;
  onBack: () => void;
};

/** Who the chat is with: 'Online now' only when they really have the app open, else when last seen. */
export function ChatHeader({ name, avatar, online, lastSeen, listingId, listingTitle, typing, searching, onToggleSearch, onBack }: Props) {
  const status = typing ? 'typing...' : online ? 'Online now' : lastSeenText(lastSeen);
  return (
    <div className="flex items-center gap-2 border-b border-gray-200 px-2 py-2 sm:px-3 dark:border-gray-800">
      <button
        type="button"
        onClick={onBack}
        aria-label="Back to conversations"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
      </button>
      <Avatar name={name} src={profilePictureUrl(avatar)} size={40} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold" data-testid="chat-with">
          {name}
        </h2>
        <p className="truncate text-xs text-gray-600 dark:text-gray-400">
          {status ? (
            <span data-testid="presence" className={online && !typing ? 'font-medium text-emerald-800 dark:text-emerald-300' : ''}>
              {status}
            </span>
          ) : null}
          {status && listingTitle ? ' · ' : null}
          {listingId && listingTitle ? (
            <Link to={paths.listing.getHref(listingId)} className="underline hover:text-emerald-800 dark:hover:text-emerald-300">
              {listingTitle}
            </Link>
          ) : null}
        </p>
      </div>
      <button
        type="button"
        onClick={onToggleSearch}
        aria-label={searching ? 'Close message search' : 'Search messages'}
        aria-pressed={searching}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800"
      >
        {searching ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
      </button>
    </div>
  );
}
