import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { PoliciesSection } from './PoliciesSection';

describe('PoliciesSection', () => {
  it('gives the full terms under a Policies heading', () => {
    renderWithProviders(
      <PoliciesSection terms={{ currency: 'USD', cancellation: { freeUntilHours: 24, feePerGuest: 25 } }} />,
    );
    const policies = screen.getByRole('region', { name: 'Policies' });
    expect(screen.getByRole('heading', { level: 2, name: 'Policies' })).toBeInTheDocument();
    expect(policies).toHaveTextContent(
      'PoliciesFree cancellation until 24 hours before your booking.After that, or if you do not come, the fee is $25 per guest.',
    );
  });

  it('shows nothing for a record that states no terms', () => {
    const { container } = renderWithProviders(<PoliciesSection terms={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
