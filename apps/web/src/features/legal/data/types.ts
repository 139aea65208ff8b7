/** One section of a legal document: its heading, its paragraphs and, when it lists things, the list. */
export type LegalSection = { id: string; heading: string; paragraphs: readonly string[]; list?: readonly string[] };

/**
 * The Terms and Conditions or the Privacy Policy, in English for now (their titles and the page's
 * own words are translated: lib/i18n/catalogs/legal). `updated` is the date of this text (ISO).
 * In a paragraph, `{email}` stands for the contact address, written as a link.
 */
export type LegalDocument = { kind: 'terms' | 'privacy'; updated: string; intro: readonly string[]; sections: readonly LegalSection[] };
