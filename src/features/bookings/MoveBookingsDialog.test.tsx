import { screen, waitFor, within } from '@testing-library/react';
import { makeBookingRecord, preloadedBookings } from '@/testing/fixtures';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeTestStore } from '@/testing/testStore';
import { BOOKINGS_FILE_FORMAT } from './bookingsFile';
import { BOOKINGS_FORMAT_VERSION, BOOKINGS_STORAGE_KEY } from './bookingsFormat';
import { selectBookings, selectStorageProblem, selectUnreadableEntries } from './bookingsSlice';
import { createBookingsStorage } from './bookingsStorage';
import { MoveBookingsButton } from './MoveBookingsButton';

const a = makeBookingRecord({ id: 'a', confirmationNumber: 'RB000001', occasion: 'birthday' });
const b = makeBookingRecord({
  id: 'b',
  confirmationNumber: 'RB000002',
  restaurantName: '<script>alert(1)</script>',
});
const future = { id: 'f', partySize: { adults: 2, children: 1 } };

const fileText = (bookings: unknown[], version = BOOKINGS_FORMAT_VERSION) =>
  JSON.stringify({ format: BOOKINGS_FILE_FORMAT, version, exportedAt: '2026-11-24T09:00:00.000Z', bookings });

const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const openSignIn = async (items = [a], { unreadableEntries = [] as unknown[], quota = Infinity } = {}) => {
  localStorage.clear();
  const { data, backend } = createMemoryStorage({ [BOOKINGS_STORAGE_KEY]: JSON.stringify(items) }, { quota });
  const store = makeTestStore(
    { bookings: preloadedBookings({ items, unreadableEntries }) },
    { bookingsStorage: createBookingsStorage({ getBackend: () => backend }) },
  );
  const rendered = renderWithProviders(<MoveBookingsButton isSignIn>Sign In</MoveBookingsButton>, { store });
  await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
  return { ...rendered, dialog, data };
};

const upload = async ({ user, dialog }: Awaited<ReturnType<typeof openSignIn>>, file: File) => {
  await user.upload(within(dialog).getByLabelText('Bookings file to import'), file);
};

describe('Sign In', () => {
  it('says there are no accounts, and offers to move the bookings', async () => {
    const { dialog } = await openSignIn();
    expect(dialog).toHaveTextContent(/Tablo has no accounts, so there is nothing to sign in to/);
    expect(within(dialog).getByRole('region', { name: 'Move your bookings' })).toBeInTheDocument();
    expect(within(dialog).getByText('1 booking on this device.')).toBeInTheDocument();
  });

  it("exports this device's bookings as a file that reads back", async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:bookings';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, dialog } = await openSignIn([a, b]);
    await user.click(within(dialog).getByRole('button', { name: 'Export bookings' }));

    expect(blobs).toHaveLength(1);
    expect(blobs[0]!.type).toBe('application/json');
    const file = JSON.parse(await textOf(blobs[0]!)) as {
      format: string;
      version: number;
      bookings: unknown[];
    };
    expect(file).toMatchObject({
      format: 'tablo-bookings',
      version: BOOKINGS_FORMAT_VERSION,
      bookings: [a, b],
    });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^tablo-bookings-\d{4}-\d\d-\d\d\.json$/);
    expect(within(dialog).getByRole('status')).toHaveTextContent(`2 bookings saved to ${link.download}.`);
    click.mockRestore();
  });

  it('imports a file, merging by id, and says how many were added, already there or unreadable', async () => {
    const rendered = await openSignIn([a]);
    await upload(
      rendered,
      new File([fileText([a, b, future])], 'tablo-bookings.json', { type: 'application/json' }),
    );
    await waitFor(() =>
      expect(within(rendered.dialog).getByRole('status')).toHaveTextContent(
        '1 booking added. 1 already on this device. 1 booking could not be read by this version of Tablo; it is kept on this device as it is.',
      ),
    );
    expect(selectBookings(rendered.store.getState())).toEqual([a, b]);
    expect(rendered.store.getState().bookings.unreadableEntries).toEqual([future]);
    // Its name is text, never markup.
    expect(document.querySelector('script')).toBeNull();
  });

  it.each([
    [
      'not JSON',
      new File(['<html>not a bookings file</html>'], 'page.json'),
      /isn't a Tablo bookings file \(it isn't JSON\)/,
    ],
    [
      'another JSON file',
      new File(['{"items": []}'], 'other.json'),
      /isn't a Tablo bookings file\. Nothing was imported/,
    ],
    [
      'a newer version',
      new File([fileText([b], BOOKINGS_FORMAT_VERSION + 1)], 'newer.json'),
      /newer version of Tablo.*Nothing was imported and nothing on this device changed/,
    ],
  ])('explains a file that is %s, and loses nothing', async (_case, file, message) => {
    const rendered = await openSignIn([a]);
    await upload(rendered, file);
    expect(await within(rendered.dialog).findByRole('alert')).toHaveTextContent(message);
    expect(selectBookings(rendered.store.getState())).toEqual([a]);
    expect(within(rendered.dialog).getByRole('status')).toBeEmptyDOMElement();
  });

  it('refuses a 50 MB file without reading it', async () => {
    const rendered = await openSignIn([a]);
    const huge = new File(['{}'], 'huge.json');
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 });
    const text = jest.spyOn(FileReader.prototype, 'readAsText');
    await upload(rendered, huge);
    expect(await within(rendered.dialog).findByRole('alert')).toHaveTextContent(
      /over 5 MB.*Nothing was imported/,
    );
    expect(text).not.toHaveBeenCalled();
    expect(selectBookings(rendered.store.getState())).toEqual([a]);
  });

  it('says an import whose write did not land was not imported, and shows only what is stored', async () => {
    const rendered = await openSignIn([a], { quota: JSON.stringify([a]).length + 200 });
    const storedBefore = rendered.data.get(BOOKINGS_STORAGE_KEY);
    await upload(rendered, new File([fileText([b, future])], 'tablo-bookings.json'));
    expect(await within(rendered.dialog).findByRole('alert')).toHaveTextContent(
      'The file was read, but its bookings could not be saved on this device (its storage is full). Nothing was imported; keep the file and try again.',
    );
    expect(within(rendered.dialog).getByRole('status')).toBeEmptyDOMElement();
    expect(selectBookings(rendered.store.getState())).toEqual([a]);
    expect(selectUnreadableEntries(rendered.store.getState())).toEqual([]);
    expect(selectStorageProblem(rendered.store.getState())).toBe('full');
    expect(rendered.data.get(BOOKINGS_STORAGE_KEY)).toBe(storedBefore);
  });

  it('leaves out what cannot be a booking, counts the export in bookings, and removes the unreadable after a confirm', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:bookings');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const rendered = await openSignIn([a]);
    const { dialog, user } = rendered;
    await upload(rendered, new File([fileText(['x'.repeat(100_000), future, b])], 'tablo-bookings.json'));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        '1 booking added. 0 already on this device. 1 booking could not be read by this version of Tablo; it is kept on this device as it is. 1 entry could not be read and was left out',
      ),
    );
    expect(rendered.data.get(BOOKINGS_STORAGE_KEY)).toBe(JSON.stringify([a, b, future]));
    await user.click(within(dialog).getByRole('button', { name: 'Export bookings' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      /^2 bookings saved to .*It also holds 1 entry this version of Tablo can't read/,
    );

    expect(dialog).toHaveTextContent("1 entry on this device can't be read by this version of Tablo.");
    await user.click(within(dialog).getByRole('button', { name: 'Remove unreadable entries' }));
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(selectUnreadableEntries(rendered.store.getState())).toEqual([future]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove unreadable entries' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('1 entry removed from this device.'),
    );
    expect(selectUnreadableEntries(rendered.store.getState())).toEqual([]);
    expect(rendered.data.get(BOOKINGS_STORAGE_KEY)).toBe(JSON.stringify([a, b]));
    expect(
      within(dialog).queryByRole('button', { name: 'Remove unreadable entries' }),
    ).not.toBeInTheDocument();
    click.mockRestore();
  });

  it('closes, giving focus back to Sign In', async () => {
    const { user, dialog } = await openSignIn();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus();
  });
});
