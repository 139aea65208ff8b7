import { useId, useState } from 'react';
import { Link } from '../../../lib/router';
import { ArrowLeft, Info, Phone, Search, X } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Avatar } from '../../../components/ui/avatar';
import { profilePictureUrl } from '../../../lib/media-url';
import { telHref } from '../../../lib/tel-href';
import { lastSeenText } from '../lib/message-rules';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';

type Props = {
  name: string;
  avatar: string | null;
  online: boolean;
  lastSeen: string | null;
  /** The seller's listed number (the server gives it only for the seller of the chat's listing). */
  phone: string | null;
  /** False when the other account is deactivated. */
  active: boolean;
  listingId: number | null;
  listingTitle: string | null;
  listingImage: string | null;
  typing: boolean;
  searching: boolean;
  onToggleSearch: () => void;
  onBack: () => void;
};

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';

/** Who the chat is with: 'Online now' only when they really have the app open, else when last seen. */
export function ChatHeader(props: Props) {
  const f = useFormat();
  const t = useT(chatMessages);
  const { name, avatar, online, lastSeen, phone, listingId, listingTitle, typing, searching, onToggleSearch, onBack } = props;
  const [showInfo, setShowInfo] = useState(false);
  const infoId = useId();
  const status = typing ? t('header.typing') : online ? t('header.online') : lastSeenText(t, f, lastSeen);
  return (
    <div className="border-b border-gray-200 dark:border-gray-800">
      <div className="flex items-center gap-1 px-2 py-2 sm:gap-2 sm:px-3">
        <button type="button" onClick={onBack} aria-label={t('backToList')} className={`${iconButton} md:hidden`}>
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
        {phone ? (
          <a href={telHref(phone)} aria-label={t('header.call', { name })} className={iconButton}>
            <Phone aria-hidden="true" className="size-5" />
          </a>
        ) : null}
        <button
          type="button"
          onClick={onToggleSearch}
          aria-label={searching ? t('header.closeSearch') : t('header.search')}
          aria-pressed={searching}
          className={iconButton}
        >
          {searching ? <X aria-hidden="true" className="size-5" /> : <Search aria-hidden="true" className="size-5" />}
        </button>
        <button
          type="button"
          onClick={() => setShowInfo((value) => !value)}
          aria-label={t('header.info')}
          aria-expanded={showInfo}
          aria-controls={infoId}
          className={iconButton}
        >
          <Info aria-hidden="true" className="size-5" />
        </button>
      </div>
      {showInfo ? <ConversationInfo id={infoId} {...props} status={status ?? ''} /> : null}
    </div>
  );
}

/** The Info panel: who this is, whether they can still answer, the listing, and their number when it is public. */
function ConversationInfo({
  id,
  name,
  avatar,
  phone,
  active,
  listingId,
  listingTitle,
  listingImage,
  status,
}: Props & { id: string; status: string }) {
  const t = useT(chatMessages);
  return (
    <section
      id={id}
      aria-label={t('header.info')}
      className="flex flex-wrap items-center gap-3 bg-gray-50 px-3 py-3 text-sm dark:bg-gray-950"
    >
      <Avatar name={name} src={profilePictureUrl(avatar)} size={48} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold">{name}</p>
        <p className="text-gray-600 dark:text-gray-400">{active ? status || t('info.notSeen') : t('info.inactive')}</p>
        {phone ? (
          <a href={telHref(phone)} className="font-medium text-emerald-800 underline dark:text-emerald-300">
            {phone}
          </a>
        ) : (
          <p className="text-gray-600 dark:text-gray-400">{t('info.private')}</p>
        )}
      </div>
      {listingId && listingTitle ? (
        <Link
          to={paths.listing.getHref(listingId)}
          className="flex max-w-full basis-full items-center gap-2 rounded-lg border sm:basis-auto border-gray-200 bg-white p-2 hover:border-emerald-600 dark:border-gray-700 dark:bg-gray-900"
        >
          {listingImage ? (
            <img src={listingImage} alt="" width={48} height={48} loading="lazy" className="size-12 rounded object-cover" />
          ) : null}
          <span className="min-w-0">
            <span className="block truncate font-medium">{listingTitle}</span>
            <span className="text-xs text-emerald-800 dark:text-emerald-300">{t('info.viewListing')}</span>
          </span>
        </Link>
      ) : null}
    </section>
  );
}
