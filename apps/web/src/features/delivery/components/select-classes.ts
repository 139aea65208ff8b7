import { inputClasses } from '../../../components/ui/input-classes';

// Chromium matches <select> with :read-only, which would paint it grey like a locked field.
export const selectClasses = inputClasses
  .split(' ')
  .filter((name) => !name.includes('read-only:'))
  .join(' ');
