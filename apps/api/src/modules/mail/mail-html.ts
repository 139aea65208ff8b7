import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import { Body, Button, Column, Container, Head, Hr, Html, Img, Link, Preview, Row, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { MailBlock, MailDoc, MailListingItem } from './mail-doc';

// The HTML part (ADR 073), rendered by react-email from the mail's blocks when its job sends it.
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

/** The HTML part of a mail. */
export function mailHtml(doc: MailDoc): Promise<string> {
  return render(h(MailDocument, { doc }));
}
