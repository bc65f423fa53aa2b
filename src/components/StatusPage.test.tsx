import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { StatusPage } from './StatusPage';

describe('StatusPage', () => {
  it('shows its heading, text and ways on; the mark is for the eye only', () => {
    renderWithProviders(
      <StatusPage title="Page not found" mark="404" heading="Oops! Page not found" text="Nothing here.">
        <a href="/">Return to Home</a>
      </StatusPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toBeInTheDocument();
    expect(screen.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(document.title).toBe('Page not found · Tablo');
  });

  it('is never indexed by search engines', () => {
    renderWithProviders(
      <StatusPage title="Restaurant not found" heading="Restaurant not found">
        <a href="/">Back to Home</a>
      </StatusPage>,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Restaurant not found',
    );
  });
});
