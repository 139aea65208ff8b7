// The file name of a download, from its Content-Disposition header (RFC 6266): `filename*` (RFC 5987,
// percent-encoded UTF-8) wins over `filename`; anything that could leave the downloads folder goes.

function clean(name: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '');
  return printable.replace(/[\\/]/g, '_').replace(/^\.+/, '').trim();
}

export function filenameFromDisposition(header: string | null | undefined, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      const decoded = clean(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
      if (decoded) return decoded;
    } catch {
      // A broken percent-encoding: fall through to the plain name.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  const plain = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : /filename\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  const name = plain ? clean(plain) : '';
  return name || fallback;
}

/** What to call the file when the server names none: dwa-sales-2026-01-01-to-2026-01-31.csv. */
export function salesFileName(range: { from?: string; to?: string }, today: string): string {
  if (range.from && range.to) return `dwa-sales-${range.from}-to-${range.to}.csv`;
  if (range.from) return `dwa-sales-from-${range.from}.csv`;
  if (range.to) return `dwa-sales-to-${range.to}.csv`;
  return `dwa-sales-${today}.csv`;
}
