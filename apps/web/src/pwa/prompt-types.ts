/** What the prompts can offer: a waiting new version, or the browser's install offer. */
export type PwaPrompt = { kind: 'update'; apply: () => void } | { kind: 'install'; install: () => Promise<void> };
