import { NewsletterPage } from '../../features/newsletter/components/newsletter-page';

export function Component() {
  return <NewsletterPage />;
}
