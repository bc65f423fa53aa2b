import { act, screen } from '@testing-library/react';
import { newDraft } from '@/features/bookingInProgress/bookingDraft';
import { selectBookings } from '@/features/bookings/bookingsSlice';
import { selectContactDetails } from '@/features/bookingInProgress/draftSelectors';
import { CONTACT_MAX_LENGTH } from '@/features/bookingInProgress/contactValidation';
import { SUBMIT_DELAY_MS } from '@/features/bookingInProgress/submitBooking';
import { preloadedBookings } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { ContactForm } from './ContactForm';

const onDetailsStep = {
  bookings: preloadedBookings({
    draft: { ...newDraft('1'), step: 'details', date: '2026-11-27', time: '19:15' },
  }),
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' });

const renderForm = () => renderWithProviders(<ContactForm />, { preloadedState: onDetailsStep });

type User = ReturnType<typeof renderForm>['user'];

const fill = async (user: User, values: { name?: string; phone?: string; email?: string }) => {
  for (const [label, value] of [
    [/Full Name/, values.name],
    [/Phone Number/, values.phone],
    [/Email Address/, values.email],
  ] as const) {
    if (value === undefined) continue;
    await user.click(field(label));
    await user.paste(value);
  }
};

describe('ContactForm', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date(2026, 10, 22, 12) }));
  afterEach(() => jest.useRealTimers());

  it('has the three required fields, marked, and an optional special request', () => {
    renderForm();
    for (const label of ['Full Name', 'Phone Number', 'Email Address']) {
      const input = field(new RegExp(label)) as HTMLInputElement;
      expect(input).toBeRequired();
      expect(input.labels?.[0]).toHaveTextContent(new RegExp(`^${label}\\s*\\*$`));
    }
    expect(field(/Special Requests/)).not.toBeRequired();
    expect(field(/Phone Number/)).toHaveAttribute('type', 'tel');
    expect(field(/Email Address/)).toHaveAttribute('type', 'email');
  });

  it('enables Confirm Booking only when the required fields have more than spaces', async () => {
    const { user } = renderForm();
    expect(confirmButton()).toBeDisabled();
    await fill(user, { name: 'Ada Lovelace', phone: '555 123 4567' });
    expect(confirmButton()).toBeDisabled();
    await fill(user, { email: '   ' });
    expect(confirmButton()).toBeDisabled();
    await user.clear(field(/Email Address/));
    await fill(user, { email: 'ada@example.com' });
    expect(confirmButton()).toBeEnabled();
  });

  it('says when the email has no valid shape once the field is left, not while typing', async () => {
    const { user } = renderForm();
    await fill(user, { email: 'ada@example' });
    expect(field(/Email Address/)).toBeValid();
    expect(screen.queryByText('Enter an email address like name@example.com')).not.toBeInTheDocument();
    // The field's description is a live region from the start, so the message is read out.
    const description = document.getElementById(
      field(/Email Address/).getAttribute('aria-describedby') ?? '',
    );
    expect(description).toHaveAttribute('aria-live', 'polite');
    await user.tab();
    expect(field(/Email Address/)).toBeInvalid();
    expect(field(/Email Address/)).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(description).toHaveTextContent('Enter an email address like name@example.com');
  });

  it('says when the phone number has fewer than 7 digits once the field is left', async () => {
    const { user } = renderForm();
    await fill(user, { phone: '(55) 12-34' });
    await user.tab();
    expect(field(/Phone Number/)).toHaveAccessibleDescription('Enter a phone number with at least 7 digits');
    await user.click(field(/Phone Number/));
    await user.paste('5');
    expect(field(/Phone Number/)).not.toHaveAccessibleDescription();
  });

  it('blocks confirming with an invalid email, showing why and focusing the field', async () => {
    const { user, store } = renderForm();
    await fill(user, { name: 'Ada', phone: '555 123 4567', email: 'ada at example.com' });
    await user.click(confirmButton());
    expect(field(/Email Address/)).toHaveFocus();
    expect(field(/Email Address/)).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    await act(() => jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
    expect(selectBookings(store.getState())).toHaveLength(0);
    expect(screen.queryByText('Confirming...')).not.toBeInTheDocument();
  });

  it('blocks confirming with a short phone number', async () => {
    const { user, store } = renderForm();
    await fill(user, { name: 'Ada', phone: '12345', email: 'ada@example.com' });
    await user.click(confirmButton());
    expect(field(/Phone Number/)).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
    expect(selectBookings(store.getState())).toHaveLength(0);
  });

  it('limits special requests and counts the characters', async () => {
    const { user, store } = renderForm();
    const requests = field(/Special Requests/);
    expect(requests.tagName).toBe('TEXTAREA');
    expect(requests).toHaveAttribute('maxLength', String(CONTACT_MAX_LENGTH.specialRequests));
    expect(requests).toHaveAccessibleDescription('0/500');
    await user.click(requests);
    await user.paste('High chair');
    expect(requests).toHaveAccessibleDescription('10/500');
    expect(selectContactDetails(store.getState()).specialRequests).toBe('High chair');
  });

  it('shows Confirming... with a progress indicator while the booking is sent', async () => {
    const { user } = renderForm();
    await fill(user, { name: 'Ada', phone: '555 123 4567', email: 'ada@example.com' });
    await user.click(confirmButton());
    const pending = screen.getByRole('button', { name: /Confirming\.\.\./ });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
  });

  it('offers an optional occasion and dietary needs, and stores both in the booking', async () => {
    const { user, store } = renderForm();
    const occasion = screen.getByRole('combobox', { name: 'Occasion' });
    expect(occasion).toHaveDisplayValue('None');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'Birthday',
      'Anniversary',
      'Date night',
      'Business',
      'Celebration',
    ]);
    const dietary = field(/Dietary needs or allergies/);
    expect(dietary).not.toBeRequired();
    expect(dietary).toHaveAttribute('maxLength', String(CONTACT_MAX_LENGTH.dietaryNeeds));
    expect(dietary).toHaveAccessibleDescription(`0/${CONTACT_MAX_LENGTH.dietaryNeeds}`);

    await user.selectOptions(occasion, 'Date night');
    await user.click(dietary);
    await user.paste('  Coeliac <script>alert(1)</script> ');
    expect(selectContactDetails(store.getState())).toMatchObject({
      occasion: 'date-night',
      dietaryNeeds: '  Coeliac <script>alert(1)</script> ',
    });
    await fill(user, { name: 'Ada', phone: '555 123 4567', email: 'ada@example.com' });
    await user.click(confirmButton());
    await act(() => jest.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
    expect(selectBookings(store.getState())[0]).toMatchObject({
      occasion: 'date-night',
      dietaryNeeds: 'Coeliac <script>alert(1)</script>',
    });
  });
});
