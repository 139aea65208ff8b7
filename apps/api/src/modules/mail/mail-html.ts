import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { Body, Button, Column, Container, Head, Hr, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailBlock, MailDoc, MailListingItem } from './mail-doc';

// The HTML part (ADR 073), drawn with react-email's components from the mail's blocks when its job
// sends it, and rendered to a string at once (ADR 090): react-email's own `render` imports
// react-dom/server again on every call, wraps the mail in Suspense and reads it back through a web
// stream, 5x the CPU of `renderToStaticMarkup` for the same markup less Suspense's comments
// (mail-templates.test.ts compares the two on every mail).
// React escapes every value, so a name or a title is text whatever it holds. Light on images: the
// brand is words, the only pictures are a digest's 64 px listing thumbnails, each with its title as alt.

const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0b6e4f';

const style = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Arial, Helvetica, sans-serif', color: INK, margin: 0, padding: '16px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '560px', padding: '24px', borderRadius: '8px' },
  brand: { fontSize: '22px', fontWeight: 700, color: BRAND, margin: '0 0 16px' },
  p: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  code: { fontSize: '32px', fontWeight: 700, letterSpacing: '6px', margin: '0 0 16px', fontFamily: 'Menlo, Consolas, monospace' },
  button: {
    backgroundColor: BRAND,
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
  },
  small: { fontSize: '12px', lineHeight: '18px', color: MUTED, margin: '0 0 8px' },
  smallLink: { fontSize: '12px', color: MUTED, textDecoration: 'underline' },
  item: { borderTop: '1px solid #e4e7eb', padding: '8px 0' },
  thumb: { borderRadius: '4px', objectFit: 'cover', display: 'block' },
  noThumb: { width: '64px', height: '64px', backgroundColor: '#e4e7eb', borderRadius: '4px' },
  title: { fontSize: '15px', color: INK, fontWeight: 700, textDecoration: 'none' },
  price: { fontSize: '15px', color: BRAND, margin: '4px 0 0' },
} satisfies Record<string, CSSProperties>;

function listingRow(item: MailListingItem, key: number, rtl: boolean): ReactNode {
  const picture = item.image
    ? h(Img, { src: item.image, width: 64, height: 64, alt: item.title, style: style.thumb })
    : h('div', { style: style.noThumb });
  return h(
    Section,
    { key, style: style.item },
    h(
      Row,
      null,
      h(Column, { style: { width: '76px', verticalAlign: 'top' } }, h(Link, { href: item.url }, picture)),
      h(
        Column,
        { style: { verticalAlign: 'top', textAlign: rtl ? 'right' : 'left' } },
        h(Link, { href: item.url, style: style.title }, item.title),
        h(Text, { style: style.price }, item.price),
      ),
    ),
  );
}

function block(item: MailBlock, key: number, rtl: boolean): ReactNode {
  switch (item.type) {
    case 'p':
      return h(Text, { key, style: style.p }, item.text);
    case 'code':
      return h(Text, { key, style: style.code }, item.code);
    case 'button':
      return h(Section, { key, style: { margin: '8px 0 24px' } }, h(Button, { href: item.url, style: style.button }, item.label));
    case 'listings':
      return h(Section, { key, style: { margin: '0 0 16px' } }, ...item.items.map((each, index) => listingRow(each, index, rtl)));
    case 'small':
      return h(Text, { key, style: style.small }, item.text);
    case 'link':
      return h(Text, { key, style: style.small }, h(Link, { href: item.url, style: style.smallLink }, item.label));
  }
}

function MailDocument({ doc }: { doc: MailDoc }): ReactNode {
  const rtl = doc.dir === 'rtl';
  return h(
    Html,
    { lang: doc.lang, dir: doc.dir },
    h(Head, null, h('meta', { name: 'color-scheme', content: 'light' })),
    h(Preview, null, doc.preview),
    h(
      Body,
      { style: style.body },
      h(
        Container,
        { style: { ...style.container, textAlign: rtl ? 'right' : 'left' } },
        h(Text, { style: style.brand }, 'Dwa'),
        ...doc.blocks.map((each, index) => block(each, index, rtl)),
        h(Hr, { style: { borderColor: '#e4e7eb', margin: '24px 0 16px' } }),
        h(Text, { style: style.small }, `Dwa · ${doc.tagline}`),
        ...doc.footer.map((each, index) => block(each, 1000 + index, rtl)),
      ),
    ),
  );
}

/** The doctype react-email's `render` puts before a mail: XHTML 1.0 Transitional, what mail clients expect. */
export const MAIL_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The mail as React elements (what `mailHtml` renders). */
export function mailElement(doc: MailDoc): ReactNode {
  return h(MailDocument, { doc });
}

/**
 * The `<link rel="preload" as="image">` React puts in the head for each picture of a document: a
 * mail client has nothing to preload (react-email removes them too). React writes the attributes in
 * this order and escapes `>` in values, so the pattern cannot end inside one.
 */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;

/** The HTML part of a mail. */
export function mailHtml(doc: MailDoc): string {
  return MAIL_DOCTYPE + renderToStaticMarkup(mailElement(doc)).replace(IMAGE_PRELOAD, '');
}
