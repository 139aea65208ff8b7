import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router';
import { CodeStep } from './code-step';

afterEach(cleanup);

describe('CodeStep Resend countdown', () => {
  it('the render that shows "sent" already has Resend closed (never open for a render in between)', async () => {
    const { container } = render(
      <MemoryRouter>
        <CodeStep
          title="Check your email"
          description="Enter the code."
          missingMessage="Please enter 6-digit code."
          failureFallback="Invalid code."
          onVerify={async () => {}}
          onResend={async () => 'We sent a new code to your email.'}
          backLabel="Back"
          onBack={() => {}}
          sentAt={null}
        />
      </MemoryRouter>,
    );
    const button = () => screen.getByRole('button', { name: /^Resend code|^Sending/ }) as HTMLButtonElement;
    expect(button().disabled).toBe(false);
    // Every committed DOM state, as the person would see it: with the note shown, Resend must be shut.
    const seen: boolean[] = [];
    const observer = new MutationObserver(() => {
      if (container.textContent?.includes('We sent a new code')) seen.push(button().disabled);
    });
    observer.observe(container, { subtree: true, childList: true, characterData: true, attributes: true });
    fireEvent.click(button());
    expect(await screen.findByText('We sent a new code to your email.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    observer.disconnect();
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(false);
    expect(button().textContent).toMatch(/^Resend code in (59|60)s$/);
  });
});
