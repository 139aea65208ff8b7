import type { Ref } from 'react';

/**
 * The hidden file input behind an 'attach a photo' button (the button calls `click()` on it through
 * `ref`). It resets after each pick, so the same photo can be picked again.
 */
export function PhotoInput({
  ref,
  testId,
  onPick,
}: {
  ref: Ref<HTMLInputElement>;
  testId: string;
  onPick: (file: File | undefined) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      onChange={(event) => {
        onPick(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
}
