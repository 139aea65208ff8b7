/** Admins open the admin console (/admin); the server checks the role on every admin request too. */
export function isAdmin(userType: string | null | undefined): boolean {
  return typeof userType === 'string' && userType.toUpperCase() === 'ADMIN';
}
