import { screen } from '@testing-library/react';
import { restaurants } from '@/data/catalogue';
import { makeBookingRecord } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CalendarActions, OFFLINE_CALENDAR_MESSAGE } from './CalendarActions';

const restaurant = restaurants[0]!;
const booking = makeBookingRecord({
  restaurantName: restaurant.name,
  date: '2026-12-04',
  time: '19:15',
  partySize: 4,
  confirmationNumber: 'RB314159',
});

/** What a click on an `<a download>` would save, instead of jsdom trying to navigate. */
const captureDownloads = () => {
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      const url = `blob:http://localhost/${(next += 1)}`;
      blobs.set(url, blob);
      return url;
    }),
    revokeObjectURL: jest.fn((url: string) => blobs.delete(url)),
  });
  const saved: { fileName: string; blob: Blob | undefined; wasInDocument: boolean }[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href), wasInDocument: this.isConnected });
  });
  return saved;
};

// jsdom's Blob has no text().
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const setOnline = (isOnline: boolean) =>
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(isOnline);

describe('CalendarActions', () => {
  it('Download .ics saves the booking as an iCalendar file named after its confirmation number', async () => {
    const saved = captureDownloads();
    const { user } = renderWithProviders(
      <CalendarActions booking={booking} location={restaurant.location} />,
    );
    await user.click(screen.getByRole('button', { name: 'Download .ics' }));

    expect(saved).toHaveLength(1);
    const [download] = saved;
    expect(download?.fileName).toBe('tablo-RB314159.ics');
    expect(download?.wasInDocument).toBe(true);
    expect(download?.blob?.type).toBe('text/calendar;charset=utf-8');
    const text = await readText(download!.blob!);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('SUMMARY:Dinner at Trattoria Aurora\r\n');
    expect(text).toContain('LOCATION:418 Mulberry Lane\\, Riverton\r\n');
    // The link is gone from the page once clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('online, Add to Calendar opens Google Calendar in a new tab', async () => {
    setOnline(true);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderWithProviders(
      <CalendarActions booking={booking} location={restaurant.location} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/calendar\.google\.com\//),
      '_blank',
      'noopener,noreferrer',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offline, Add to Calendar says so and points to the .ics file instead', async () => {
    setOnline(false);
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderWithProviders(
      <CalendarActions booking={booking} location={restaurant.location} />,
    );
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));

    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(OFFLINE_CALENDAR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Download .ics' })).toHaveFocus();

    // Back online, it opens the calendar site and the notice goes.
    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers nothing for a stored booking whose date or time cannot be read', () => {
    renderWithProviders(
      <CalendarActions booking={{ ...booking, date: 'next Friday' }} location={restaurant.location} />,
    );
    expect(screen.queryByRole('button', { name: 'Add to Calendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download .ics' })).not.toBeInTheDocument();
  });
});
