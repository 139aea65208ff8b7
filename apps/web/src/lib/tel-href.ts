/** A tel: link for a number as people write it ('024 123 4567', '+233 24 123 4567'): its digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
