import { defineArea } from '../../area';
import en from './en.json';

// The accounts area's messages (ADR 046): English, the source, in en.json, which types the keys; each
// other language in <lang>.json beside it (ICU MessageFormat, compiled at build time, ADR 068).
export const accountsMessages = defineArea('accounts', en);
