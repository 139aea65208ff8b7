// Profile pictures may arrive as a bare file name, a server path or a full URL.
export function profilePictureUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^(https?:|data:|blob:)/i.test(text) || text.startsWith('/')) return text;
  if (text.startsWith('static/')) return `/${text}`;
  return `/static/profile_pictures/${encodeURIComponent(text)}`;
}
