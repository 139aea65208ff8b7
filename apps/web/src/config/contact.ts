/** Where people write to Dwa (support, privacy requests, deleting an account): one place for the pages that name it. */
export const CONTACT_EMAIL = 'support@dwa.gh';
