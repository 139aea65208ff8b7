// A text field's look, in a module of its own: a page that styles one control (a select) need not
// download the field components.
export const inputClasses =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:border-emerald-600 focus:outline-2 focus:outline-emerald-600 aria-invalid:border-red-600 read-only:bg-gray-100 read-only:text-gray-700 disabled:opacity-60 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:focus:border-emerald-400 dark:focus:outline-emerald-400 dark:aria-invalid:border-red-400 dark:read-only:bg-gray-800 dark:read-only:text-gray-300';
