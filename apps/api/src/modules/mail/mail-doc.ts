import type { Locale } from '../../lib/locale';

// A mail as blocks (ADR 073): the templates (mail-templates.ts) write one in the person's language,
// the plain-text part is made from it here when the mail is queued, and the HTML part from the same
// blocks by react-email (mail-html.ts) when its job sends it. The blocks hold text, never markup:
// the HTML renderer escapes every value once, so a listing title like `<script>` stays words.

export type MailListingItem = { title: string; price: string; url: string; image: string | null };

export type MailBlock =
  | { type: 'p'; text: string }
  | { type: 'code'; code: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'listings'; items: MailListingItem[] }
  | { type: 'small'; text: string }
  | { type: 'link'; label: string; url: string };

export type MailDoc = {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** The line mail apps show beside the subject. */
  preview: string;
  tagline: string;
  blocks: MailBlock[];
  /** Small print under a rule: why this mail came, and how to stop it. */
  footer: MailBlock[];
};

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'p':
    case 'small':
      return block.text;
    case 'code':
      return block.code;
    case 'button':
    case 'link':
      return `${block.label}: ${block.url}`;
    case 'listings':
      return block.items.map((item) => `- ${item.title} (${item.price})\n  ${item.url}`).join('\n');
  }
}

/** The plain-text part: the blocks one paragraph each, then the footer under a rule. */
export function mailText(doc: MailDoc): string {
  const body = doc.blocks.map(blockText).join('\n\n');
  const footer = [`Dwa · ${doc.tagline}`, ...doc.footer.map(blockText)].join('\n');
  return `${body}\n\n--\n${footer}\n`;
}
