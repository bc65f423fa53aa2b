import { act, screen, waitFor, within } from '@testing-library/react';
import { selectBookings } from '@/features/bookings/bookingsSlice';
import { SUBMIT_DELAY_MS } from '@/features/bookingInProgress/submitBooking';
import { renderRoute } from '@/testing/renderWithProviders';

// Sunday 22 November 2026, noon. Today + 60 days is Thursday 21 January 2027.
const NOW = new Date(2026, 10, 22, 12);

// The page module loads lazily, as in the browser; on a busy machine that can take a while.
const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

const currentStep = () => {
  const steps = within(screen.getByRole('list', { name: 'Booking steps' })).getAllByRole('listitem');
  return steps.filter((step) => step.getAttribute('aria-current') === 'step').map((s) => s.textContent);
};

// Timers that fire React updates (the submit, the toast's transitions) run inside act().
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Waits for a lazily loaded page the router is going to. */
const waitForPath = async (router: ReturnType<typeof renderRoute>['router'], pathname: string) => {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname), { timeout: 5000 });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
};

const slotButtons = () => screen.queryAllByRole('button', { name: /^\d{1,2}:\d{2} PM, / });

type User = ReturnType<typeof renderRoute>['user'];

const openBooking = async (path: string | string[] = '/book/1') => {
  const rendered = renderRoute(path);
  await findHeading('Book a Table at Trattoria Aurora');
  return rendered;
};

const chooseDateAndTime = async (user: User, day = 'Friday, November 27, 2026', time = '7:15 PM') => {
  await user.click(screen.getByRole('gridcell', { name: day }));
  await user.click(screen.getByRole('button', { name: `${time}, available` }));
};

const fillField = async (user: User, name: RegExp, value: string) => {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
};

/** Continue to step 2, whose code loads when it is first shown. */
const continueToDetails = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('textbox', { name: /Full Name/ });
};

const fillContact = async (user: User) => {
  await fillField(user, /Full Name/, '  Ada Lovelace ');
  await fillField(user, /Phone Number/, '(555) 123-4567');
  await fillField(user, /Email Address/, 'ada@example.com');
};

describe('BookingPage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    // Every slot the party fits is free.
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => jest.useRealTimers());

  it.each(['/book/999', '/book/valueOf', '/book/isPrototypeOf?date=2026-12-04', '/book/__proto__'])(
    '%s says the restaurant was not found, with a button home',
    async (path) => {
      const { user, router } = renderRoute(path);
      expect(await findHeading('Restaurant not found')).toBeInTheDocument();
      expect(document.title).toBe('Restaurant not found · Tablo');
      expect(screen.queryByRole('list', { name: 'Booking steps' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to Home' }));
      await waitForPath(router, '/');
    },
  );

  it('shows the header and the three steps with the first one current', async () => {
    await openBooking();
    expect(document.title).toBe('Book a Table at Trattoria Aurora · Tablo');
    const steps = within(screen.getByRole('list', { name: 'Booking steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Date & Time', '2Details', '3Confirmation']);
    expect(currentStep()).toEqual(['1Date & Time']);
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a date and time' })).toBeInTheDocument();
  });

  it('asks for a date before showing times, and only then allows Continue', async () => {
    const { user } = await openBooking();
    expect(screen.getByText('Please select a date first')).toBeInTheDocument();
    expect(slotButtons()).toHaveLength(0);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    expect(screen.queryByText('Please select a date first')).not.toBeInTheDocument();
    expect(continueButton).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '7:15 PM, available' }));
    expect(screen.getByRole('button', { name: '7:15 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(continueButton).toBeEnabled();
  });

  it('lists 21 times in 12-hour form, marking the ones a party cannot have', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    const names = slotButtons().map((button) => button.getAttribute('aria-label'));
    expect(names).toHaveLength(21);
    expect(names[0]).toBe('5:00 PM, available');
    expect(names[20]).toBe('10:00 PM, available');
    expect(screen.getByRole('button', { name: '5:00 PM, available' })).toHaveTextContent('5:00 PM');

    // Seven guests: the 18:00-19:59 tables seat six.
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Increase party size' }));
    expect(screen.getByRole('button', { name: '6:00 PM, unavailable' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: '7:45 PM, unavailable' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: '8:00 PM, available' })).not.toHaveAttribute('aria-disabled');
  });

  it('says so when no time is free on the date', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.9999);
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    expect(screen.getByText('No available times for this date')).toBeInTheDocument();
    expect(screen.getByText('Please try a different date or party size')).toBeInTheDocument();
    expect(slotButtons()).toHaveLength(0);
  });

  it('does not offer times of today that have passed', async () => {
    jest.setSystemTime(new Date(2026, 10, 22, 19, 0));
    const { user } = await openBooking();
    await user.click(screen.getByRole('gridcell', { name: 'Sunday, November 22, 2026' }));
    expect(slotButtons()[0]).toHaveAccessibleName('7:15 PM, available');
    expect(slotButtons()).toHaveLength(12);
  });

  it('clears the chosen time when the date or the party size changes', async () => {
    const { user } = await openBooking();
    await chooseDateAndTime(user);
    await user.click(screen.getByRole('button', { name: 'Increase party size' }));
    expect(screen.getByRole('button', { name: '7:15 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '7:15 PM, available' }));
    await user.click(screen.getByRole('gridcell', { name: 'Saturday, November 28, 2026' }));
    expect(screen.getByRole('button', { name: '7:15 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('continues to the details with a summary, and back keeps every choice and everything typed', async () => {
    const { user } = await openBooking();
    await user.click(screen.getByRole('button', { name: 'Increase party size' }));
    await chooseDateAndTime(user);
    await continueToDetails(user);

    expect(currentStep()).toEqual(['2Details']);
    const heading = screen.getByRole('heading', { level: 2, name: 'Your details' });
    expect(heading).toHaveFocus();
    const summary = screen.getByRole('complementary', { name: 'Booking summary' });
    expect(summary).toHaveTextContent('Trattoria Aurora');
    expect(summary).toHaveTextContent('Friday, November 27, 2026');
    expect(summary).toHaveTextContent('7:15 PM');
    expect(summary).toHaveTextContent('3 guests');

    await user.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Special Requests/ }), 'Window seat');
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(currentStep()).toEqual(['1Date & Time']);
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a date and time' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Party size' })).toHaveTextContent('3 guests');
    expect(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: '7:15 PM, available' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await continueToDetails(user);
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: /Special Requests/ })).toHaveValue('Window seat');
  });

  it("Back on the first step goes to the previous page, or the restaurant's page when opened directly", async () => {
    const direct = await openBooking('/book/1');
    await direct.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitForPath(direct.router, '/restaurant/1');
    direct.unmount();

    const fromHome = await openBooking(['/', '/book/1']);
    await fromHome.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitForPath(fromHome.router, '/');
  });

  it('confirms after two seconds, once, then shows the toast and the confirmation', async () => {
    const { user, store } = await openBooking();
    await chooseDateAndTime(user);
    await continueToDetails(user);
    await fillContact(user);
    await fillField(user, /Special Requests/, ' Birthday ');

    const confirmedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    const pending = screen.getByRole('button', { name: /Confirming\.\.\./ });
    expect(pending).toBeDisabled();
    expect(within(pending).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    // Enter in a field while pending does not book again.
    await user.type(screen.getByRole('textbox', { name: /Email Address/ }), '{Enter}');

    await advance(SUBMIT_DELAY_MS - 1);
    expect(selectBookings(store.getState())).toHaveLength(0);
    await advance(1);

    const bookings = selectBookings(store.getState());
    expect(bookings).toHaveLength(1);
    expect(Date.parse(bookings[0]?.createdAt ?? '')).toBeGreaterThanOrEqual(confirmedAt + SUBMIT_DELAY_MS);
    expect(bookings[0]).toEqual({
      id: expect.any(String),
      restaurantId: '1',
      restaurantName: 'Trattoria Aurora',
      date: '2026-11-27',
      time: '19:15',
      partySize: 2,
      customerInfo: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '(555) 123-4567' },
      specialRequests: 'Birthday',
      terms: { currency: 'USD', cancellation: { freeUntilHours: 24, feePerGuest: 25 } },
      status: 'confirmed',
      confirmationNumber: 'RB000000',
      createdAt: expect.stringMatching(/^2026-11-22T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Booking Confirmed!');
    expect(toast).toHaveTextContent('Your table at Trattoria Aurora has been reserved.');
    expect(currentStep()).toEqual(['3Confirmation']);
    expect(screen.getByRole('heading', { level: 2, name: 'Your table is booked' })).toHaveFocus();
    expect(screen.getByText('RB000000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'Confirm Booking is double-clicked',
      (user: User) => user.dblClick(screen.getByRole('button', { name: 'Confirm Booking' })),
    ],
    [
      'Enter is pressed twice',
      (user: User) => user.type(screen.getByRole('textbox', { name: /Email Address/ }), '{Enter}{Enter}'),
    ],
  ])('makes one booking when %s', async (_case, pressTwice) => {
    const { user, store } = await openBooking();
    await chooseDateAndTime(user);
    await continueToDetails(user);
    await fillContact(user);
    await pressTwice(user);
    await advance(SUBMIT_DELAY_MS);
    expect(selectBookings(store.getState())).toHaveLength(1);
  });

  it('starts afresh when the page is opened again after a finished booking', async () => {
    const { user, router } = await openBooking();
    await chooseDateAndTime(user);
    await continueToDetails(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    await advance(SUBMIT_DELAY_MS);
    await user.click(await screen.findByRole('link', { name: 'View Restaurant' }));
    await waitForPath(router, '/restaurant/1');

    await act(() => router.navigate('/book/1'));
    await findHeading('Book a Table at Trattoria Aurora');
    expect(currentStep()).toEqual(['1Date & Time']);
    expect(screen.getByText('Please select a date first')).toBeInTheDocument();
    expect(screen.getByText('2 guests')).toBeInTheDocument();
    // The last booking's toast closes as the new booking starts.
    await advance(500);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
