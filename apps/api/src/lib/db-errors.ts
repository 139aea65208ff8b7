/** A PostgreSQL unique violation (23505), through drizzle's wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}
