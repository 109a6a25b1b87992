// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConciergeTeaser } from '@web/features/home/concierge-teaser';
import { formatEffectiveDate } from '@web/features/legal/effective-date';
import { PrivacyPolicyPage } from '@web/features/legal/privacy-policy-page';
import { TermsAndPrivacyPage } from '@web/features/legal/terms-and-privacy-page';
import { renderRoute } from '../support/render-route';

afterEach(cleanup);

function renderAt(entry: string, element: ReactElement) {
  renderRoute(entry, element, { path: '*' });
}

describe('ConciergeTeaser', () => {
  it('opens the five steps and Upgrade Now (to /signup) on Learn More', () => {
    renderAt('/', <ConciergeTeaser />);
    const button = screen.getByRole('button', { name: 'Learn More' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Upgrade Now' })).toBeNull(); // hidden, so not in the tree of roles

    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelectorAll('#concierge-steps li')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/signup');
  });
});

describe('legal pages', () => {
  it('formats the effective date as the spec writes it', () => {
    expect(formatEffectiveDate()).toBe('September 1, 2025');
  });

  it('opens the privacy section for #privacy-policy', async () => {
    renderAt('/terms-and-privacy#privacy-policy', <TermsAndPrivacyPage />);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Privacy policy' }).getAttribute('aria-expanded')).toBe('true'),
    );
    expect(screen.getByRole('button', { name: /About MoveMatch and these terms/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    await waitFor(() => expect(document.title).toBe('Terms and privacy · MoveMatch'));
  });

  it('keeps every section closed without an anchor, and Expand all opens them', () => {
    renderAt('/terms-and-privacy', <TermsAndPrivacyPage />);
    expect(screen.getByRole('button', { name: 'Privacy policy' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('button', { name: 'Privacy policy' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Collapse all' })).toBeTruthy();
  });

  it('shows the same privacy text on /privacy-policy', async () => {
    renderAt('/privacy-policy', <PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'What movers see' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Privacy policy · MoveMatch'));
  });
});
