import { screen, within } from '@testing-library/react';
import { restaurants } from '@/data/catalogue';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { selectSeatingPreference } from '@/features/bookingInProgress/draftSelectors';
import { preloadedBookings } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { DetailsStep } from './DetailsStep';

const maison = restaurants.find(({ id }) => id === '2')!;

const renderStep = (restaurant = maison, partySize = 2) =>
  renderWithProviders(<DetailsStep restaurant={restaurant} />, {
    preloadedState: {
      bookings: preloadedBookings({
        draft: { ...newDraft(restaurant.id), step: 'details', date: '2026-12-11', time: '19:00', partySize },
      }),
    },
  });

const seatingSelect = () => screen.getByRole('combobox', { name: 'Seating preference' });
const terms = () => screen.getByRole('region', { name: 'Booking terms' });

describe('DetailsStep', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) }));
  afterEach(() => jest.useRealTimers());

  describe('the seating preference', () => {
    it("offers the restaurant's areas, no preference by default, as a request and not a promise", async () => {
      const { user, store } = renderStep();
      const select = seatingSelect();
      expect(select).toHaveValue('');
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No preference', 'Dining room', 'Bar', 'Terrace']);
      expect(select).toHaveAccessibleDescription(/A request, not a promise/);
      await user.selectOptions(select, 'Terrace');
      expect(selectSeatingPreference(store.getState())).toBe('Terrace');
      await user.selectOptions(select, 'No preference');
      expect(selectSeatingPreference(store.getState())).toBeNull();
    });

    it('is not offered by a restaurant that names no seating areas', () => {
      const { seatingAreas: _seatingAreas, ...withoutAreas } = maison;
      renderStep(withoutAreas);
      expect(screen.queryByRole('combobox', { name: 'Seating preference' })).not.toBeInTheDocument();
    });
  });

  describe('the terms beside Confirm Booking', () => {
    it('give the exact deadline for this date and time and the fee for the party', () => {
      renderStep();
      expect(terms()).toHaveTextContent('Free cancellation until Wed, Dec 9, 7:00 PM.');
      expect(terms()).toHaveTextContent('the fee is $50 per guest: $100 for 2 guests.');
      expect(terms()).toHaveTextContent('By confirming, you agree to these terms. Tablo takes no payment.');
    });

    it('name the deposit that applies to a party of 8, with its total', () => {
      renderStep(maison, 8);
      expect(terms()).toHaveTextContent('A deposit of $40 per guest applies to a party of 8: $320 in all.');
    });

    it('name no deposit for a party of 2', () => {
      renderStep(maison, 2);
      expect(terms()).not.toHaveTextContent(/deposit/i);
    });

    it('say nothing for a restaurant that states no terms', () => {
      const { terms: _terms, ...withoutTerms } = maison;
      renderStep(withoutTerms);
      expect(screen.queryByRole('region', { name: 'Booking terms' })).not.toBeInTheDocument();
      expect(screen.queryByText(/cancellation/i)).not.toBeInTheDocument();
    });
  });
});
