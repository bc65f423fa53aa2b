import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { preloadedBookings } from '@/testing/fixtures';
import { newDraft } from './bookingDraft';
import { selectPartySize } from './draftSelectors';
import { PartySizeStepper } from './PartySizeStepper';

const withParty = (partySize: number) => ({
  bookings: preloadedBookings({ draft: { ...newDraft('1'), partySize } }),
});

describe('PartySizeStepper', () => {
  it('starts at two guests with the table limit as a hint', () => {
    renderWithProviders(<PartySizeStepper />);
    const group = screen.getByRole('group', { name: 'Party size' });
    expect(group).toHaveTextContent('2 guests');
    expect(group).toHaveAccessibleDescription('Maximum 10 guests per table');
  });

  it('steps up and down by one', async () => {
    const { user, store } = renderWithProviders(<PartySizeStepper />);
    await user.click(screen.getByRole('button', { name: 'Increase party size' }));
    expect(selectPartySize(store.getState())).toBe(3);
    expect(screen.getByText('3 guests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decrease party size' }));
    await user.click(screen.getByRole('button', { name: 'Decrease party size' }));
    expect(screen.getByText('1 guest')).toBeInTheDocument();
  });

  it('disables minus at 1 and hands focus to plus', async () => {
    const { user } = renderWithProviders(<PartySizeStepper />, { preloadedState: withParty(2) });
    const minus = screen.getByRole('button', { name: 'Decrease party size' });
    await user.click(minus);
    expect(minus).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase party size' })).toHaveFocus();
  });

  it('disables plus at 10 and hands focus to minus', async () => {
    const { user, store } = renderWithProviders(<PartySizeStepper />, { preloadedState: withParty(9) });
    const plus = screen.getByRole('button', { name: 'Increase party size' });
    await user.click(plus);
    expect(plus).toBeDisabled();
    expect(selectPartySize(store.getState())).toBe(10);
    expect(screen.getByRole('button', { name: 'Decrease party size' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Decrease party size' })).toBeEnabled();
  });

  it('announces the new size politely', () => {
    renderWithProviders(<PartySizeStepper />);
    expect(screen.getByText('2 guests')).toHaveAttribute('aria-live', 'polite');
  });

  describe('a party larger than a table takes', () => {
    const maison = { name: 'Maison Lumière', phone: '(555) 389-1142' };

    it('at 10, says whom to call, with the phone as a tel: link', () => {
      renderWithProviders(<PartySizeStepper restaurant={maison} />, { preloadedState: withParty(10) });
      expect(screen.getByText(/For a party of more than 10, call Maison Lumière at/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '(555) 389-1142' })).toHaveAttribute('href', 'tel:5553891142');
    });

    it('says nothing of it below 10', () => {
      renderWithProviders(<PartySizeStepper restaurant={maison} />, { preloadedState: withParty(9) });
      expect(screen.queryByText(/For a party of more than/)).not.toBeInTheDocument();
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
    });
  });
});
