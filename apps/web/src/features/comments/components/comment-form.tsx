import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/form-field';
import { notify } from '../../../lib/toast';
import { COMMENT_MAX } from '@dwa/shared/comments';
import { useCreateComment } from '../api/create-comment';
import { commentPostFailure } from '../lib/messages';
import { useT } from '../../../lib/i18n/i18n-context';
import { commentsMessages } from '../../../lib/i18n/catalogs/comments';

type Props = {
  listingId: number;
  parentId: number | null;
  label: string;
  submitLabel: string;
  placeholder?: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  onPosted?: () => void;
};

/** Post stays disabled, and nothing is sent, while the text is blank once trimmed. */
export function CommentForm({ listingId, parentId, label, submitLabel, placeholder, autoFocus, onCancel, onPosted }: Props) {
  const t = useT(commentsMessages);
  const id = useId();
  const [text, setText] = useState('');
  const mutation = useCreateComment(listingId);
  const blank = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank || mutation.isPending) return;
    mutation.mutate(
      { listing_id: listingId, content: text, parent_id: parentId },
      {
        onSuccess: () => {
          setText('');
          onPosted?.();
        },
        onError: (error) => notify.error(commentPostFailure(t, error)),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={parentId === null ? 3 : 2}
        maxLength={COMMENT_MAX}
        value={text}
        placeholder={placeholder}
        // Opened by a Reply button: the box is where the person meant to type.
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} resize-y`}
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {text.length > COMMENT_MAX - 200 ? (
          <span className="mr-auto text-xs text-gray-600 tabular-nums dark:text-gray-400">
            {text.length}/{COMMENT_MAX}
          </span>
        ) : null}
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={blank || mutation.isPending} aria-busy={mutation.isPending || undefined}>
          {mutation.isPending ? t('posting') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
