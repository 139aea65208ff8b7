export const PASSWORD_MIN_LENGTH = 6;
export const STRENGTH_LABELS = ['Too short', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The spec's 0-4 score: a point each for length >= 6, an uppercase letter, a digit, a symbol. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  let score = 0;
  if (password.length >= PASSWORD_MIN_LENGTH) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/\d/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score as 0 | 1 | 2 | 3 | 4;
}

export function strengthLabel(password: string): (typeof STRENGTH_LABELS)[number] {
  return STRENGTH_LABELS[passwordStrength(password)];
}
