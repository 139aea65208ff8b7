// A Ghana number as people write it: '+233241234567' -> '024 123 4567' (anything else unchanged).
export function formatGhanaPhone(e164: string): string {
  const match = /^\+233(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}
