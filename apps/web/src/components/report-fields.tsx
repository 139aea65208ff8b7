import { inputClasses } from './ui/form-field';
import { Button } from './ui/button';

// The parts a report form is made of, whatever it reports (a listing, a review): the reasons as
// radio buttons and an optional comment, then a hint while no reason is picked and Cancel / Submit.

type FieldsProps<Reason extends string> = {
  /** The form's useId(): the radios' name, the comment's id. */
  id: string;
  reasons: readonly Reason[];
  reason: Reason | null;
  onReason: (reason: Reason) => void;
  comment: string;
  onComment: (comment: string) => void;
  commentMax: number;
  words: { why: string; reason: (reason: Reason) => string; details: string; optional: string };
};

/** Why (one reason, as radio buttons) and the optional details. */
export function ReportFields<Reason extends string>({
  id,
  reasons,
  reason,
  onReason,
  comment,
  onComment,
  commentMax,
  words,
}: FieldsProps<Reason>) {
  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{words.why}</legend>
        <div className="mt-2 space-y-1">
          {reasons.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 text-sm has-checked:border-emerald-700 has-checked:bg-emerald-50 dark:border-gray-700 dark:has-checked:border-emerald-400 dark:has-checked:bg-emerald-950/50"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => onReason(value)}
                className="size-4 accent-emerald-700 dark:accent-emerald-400"
              />
              {words.reason(value)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-comment`} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          {words.details} <span className="font-normal text-gray-600 dark:text-gray-400">{words.optional}</span>
        </label>
        <textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={commentMax}
          value={comment}
          onChange={(event) => onComment(event.target.value)}
          className={inputClasses}
        />
      </div>
    </>
  );
}

type ActionsProps = {
  id: string;
  picked: boolean;
  pending: boolean;
  onCancel: () => void;
  words: { pick: string; cancel: string; submit: string; submitting: string };
};

/** The hint while no reason is picked (Submit points to it), then Cancel and Submit. */
export function ReportActions({ id, picked, pending, onCancel, words }: ActionsProps) {
  return (
    <>
      {picked ? null : (
        <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
          {words.pick}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {words.cancel}
        </Button>
        <Button
          type="submit"
          disabled={!picked || pending}
          aria-describedby={picked ? undefined : `${id}-hint`}
          aria-busy={pending || undefined}
        >
          {pending ? words.submitting : words.submit}
        </Button>
      </div>
    </>
  );
}
