import { act, screen } from '@testing-library/react';
import { renderRoute } from '@/testing/renderWithProviders';
import {
  jumpToHeading,
  readOnUntil,
  spoken,
  startScreenReader,
  stopScreenReader,
} from '@/testing/screenReader';

// Sunday 22 November 2026, noon.
const NOW = new Date(2026, 10, 22, 12);

type User = ReturnType<typeof renderRoute>['user'];

const findBookingHeading = () =>
  screen.findByRole('heading', { level: 1, name: 'Book a Table at Trattoria Aurora' }, { timeout: 5000 });

const openBooking = async () => {
  const rendered = renderRoute('/book/1');
  await findBookingHeading();
  return rendered;
};

const chooseDateAndTime = async (user: User) => {
  await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
  await user.click(screen.getByRole('button', { name: '7:15 PM, available' }));
};

const continueToDetails = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('textbox', { name: /Full Name/ });
};

const fillField = async (user: User, name: RegExp, value: string) => {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
};

describe('BookingPage, as a screen reader speaks it', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW });
    // Every slot the party fits is free.
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(async () => {
    await stopScreenReader();
    jest.useRealTimers();
  });

  it('on arrival from a card, reads the page, the steps with the first current, and its heading', async () => {
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Dining Experience' });
    await startScreenReader();
    await user.click(screen.getByRole('link', { name: 'Book Now', description: 'Trattoria Aurora' }));
    await findBookingHeading();

    expect(document.title).toMatch(/^Book a Table at Trattoria Aurora\b/);
    expect(await spoken()).toContain(`polite: ${document.title}`);
    expect(await readOnUntil('heading, Choose a date and time, level 2')).toEqual([
      'heading, Book a Table at Trattoria Aurora, level 1',
      'list, Booking steps',
      'listitem, level 1, current step, position 1, set size 3',
      'Date & Time',
      'end of listitem, level 1, current step, position 1, set size 3',
      'listitem, level 1, position 2, set size 3',
      'Details',
      'end of listitem, level 1, position 2, set size 3',
      'listitem, level 1, position 3, set size 3',
      'Confirmation',
      'end of listitem, level 1, position 3, set size 3',
      'end of list, Booking steps',
      'heading, Choose a date and time, level 2',
    ]);
  });

  it('says the party size as it changes, and moves focus to plus when minus is disabled at one guest', async () => {
    const { user } = await openBooking();
    await startScreenReader(screen.getByRole('main'));
    expect(await readOnUntil(/^end of group, Party size/)).toEqual(
      expect.arrayContaining([
        'group, Party size, Maximum 10 guests per table',
        'button, Decrease party size',
        '2 guests',
        'button, Increase party size',
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Increase party size' }));
    expect(await spoken()).toEqual(['button, Increase party size', 'polite: 3 guests']);

    await user.click(screen.getByRole('button', { name: 'Decrease party size' }));
    await user.click(screen.getByRole('button', { name: 'Decrease party size' }));
    // Minus is disabled at one guest, so focus moves to plus.
    expect(await spoken()).toEqual([
      'button, Decrease party size',
      'polite: 2 guests',
      'button, Increase party size',
      'polite: 1 guest',
    ]);
  });

  it('reads each time in 12-hour form with whether the party can have it, and which is chosen', async () => {
    const { user } = await openBooking();
    // Seven guests: the 18:00-19:59 tables seat six.
    for (let i = 0; i < 5; i += 1)
      await user.click(screen.getByRole('button', { name: 'Increase party size' }));
    await user.click(screen.getByRole('gridcell', { name: 'Friday, November 27, 2026' }));
    await startScreenReader(screen.getByRole('main'));

    await jumpToHeading('heading, Time, level 3');
    const times = await readOnUntil(/^end of group, Time\b/);
    expect(times).toContain('group, Time, Arrow keys move between times; Enter or Space chooses one.');
    expect(times.filter((phrase) => phrase.startsWith('button, '))).toEqual([
      'button, 5:00 PM, available, not pressed',
      'button, 5:15 PM, available, not pressed',
      'button, 5:30 PM, available, not pressed',
      'button, 5:45 PM, available, not pressed',
      'button, 6:00 PM, unavailable, disabled, not pressed',
      'button, 6:15 PM, unavailable, disabled, not pressed',
      'button, 6:30 PM, unavailable, disabled, not pressed',
      'button, 6:45 PM, unavailable, disabled, not pressed',
      'button, 7:00 PM, unavailable, disabled, not pressed',
      'button, 7:15 PM, unavailable, disabled, not pressed',
      'button, 7:30 PM, unavailable, disabled, not pressed',
      'button, 7:45 PM, unavailable, disabled, not pressed',
      'button, 8:00 PM, available, not pressed',
      'button, 8:15 PM, available, not pressed',
      'button, 8:30 PM, available, not pressed',
      'button, 8:45 PM, available, not pressed',
      'button, 9:00 PM, available, not pressed',
      'button, 9:15 PM, available, not pressed',
      'button, 9:30 PM, available, not pressed',
      'button, 9:45 PM, available, not pressed',
      'button, 10:00 PM, available, not pressed',
    ]);

    await user.click(screen.getByRole('button', { name: '8:15 PM, available' }));
    expect(await spoken()).toEqual(['button, 8:15 PM, available, pressed']);
  });

  it('reads the details heading on arrival, and each missing field as it is left', async () => {
    const { user } = await openBooking();
    await chooseDateAndTime(user);
    await startScreenReader(screen.getByRole('main'));
    await continueToDetails(user);
    expect(await spoken()).toContain('heading, Your details, level 2');

    // Tabbing through the empty required fields: each says what it needs once it is left.
    await user.click(screen.getByRole('textbox', { name: /Full Name/ }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect((await spoken()).filter((phrase) => phrase.startsWith('polite: '))).toEqual([
      'polite: Enter your full name',
      'polite: Enter your phone number',
      'polite: Enter your email address',
    ]);
    // Back on a field, the message is its description and the field is invalid.
    await user.tab({ shift: true });
    expect(await spoken()).toEqual(['textbox, Email Address, Enter your email address, invalid, required']);
  });

  it('says Confirming... while the booking is sent, then reads the confirmation and its number', async () => {
    const { user } = await openBooking();
    await chooseDateAndTime(user);
    await continueToDetails(user);
    await fillField(user, /Full Name/, 'Ada Lovelace');
    await fillField(user, /Phone Number/, '(555) 123-4567');
    await fillField(user, /Email Address/, 'ada@example.com');
    // The whole page: the toast sits outside the main content.
    await startScreenReader();
    act(() => screen.getByRole('button', { name: 'Confirm Booking' }).focus());
    expect(await spoken()).toEqual(['button, Confirm Booking']);

    await user.keyboard('{Enter}');
    expect(await spoken()).toEqual(['polite: Confirming...']);

    await act(() => jest.advanceTimersByTimeAsync(2000));
    await screen.findByRole('heading', { level: 2, name: 'Your table is booked' });
    expect(await spoken()).toEqual(
      expect.arrayContaining([
        'heading, Your table is booked, level 2',
        expect.stringMatching(
          /^assertive: Booking Confirmed!\s*Your table at Trattoria Aurora has been reserved\./,
        ),
      ]),
    );
    expect(await readOnUntil(/^RB\d{6}$/)).toEqual([
      'paragraph',
      'Confirmation number',
      'end of paragraph',
      'paragraph',
      'RB000000',
    ]);
  });
});
