import { screen, waitFor, within } from '@testing-library/react';
import { SLOT_TIMES } from '@/features/availability/generateSlots';
import { slotKey } from '@/features/availability/slotDraws';
import { createMemoryStorage } from '@/testing/memoryStorage';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeTestStore } from '@/testing/testStore';
import { startWatch } from './startWatch';
import { WatchDialog, type WatchStart } from './WatchDialog';
import { selectActiveWatches } from './watchSelectors';
import { MAX_ACTIVE_WATCHES } from './watchTypes';

const TAKEN = 0.9999;
const FRIDAY = '2026-12-04';
const start: WatchStart = { restaurantId: '1', date: FRIDAY, time: '19:00', partySize: 4 };

/** A store whose visit drew Friday for four as full at the given restaurants. */
const storeWithFull = (restaurantIds: string[] = []) => {
  const storage = createMemoryStorage();
  const store = makeTestStore(
    {
      availability: {
        draws: Object.fromEntries(
          restaurantIds.map((restaurantId) => [
            slotKey({ restaurantId, date: FRIDAY, partySize: 4 }),
            SLOT_TIMES.map(() => TAKEN),
          ]),
        ),
      },
    },
    { getWatchesBackend: () => storage.backend },
  );
  return { store, storage };
};

const renderDialog = (
  store = storeWithFull().store,
  props: Partial<Parameters<typeof WatchDialog>[0]> = {},
) => {
  const onStarted = jest.fn();
  const onClose = jest.fn();
  const view = renderWithProviders(
    <WatchDialog isOpen start={start} onStarted={onStarted} onClose={onClose} {...props} />,
    { store },
  );
  return { ...view, onStarted, onClose, dialog: screen.getByRole('dialog', { name: 'Watch for a table' }) };
};

const group = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('group', { name });

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00'), doNotFake: ['queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

describe('WatchDialog', () => {
  it('starts from the table asked for, and says plainly how a watch works', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('combobox', { name: 'Party' })).toHaveValue('4');
    const evenings = group(dialog, /^Evenings/);
    expect(within(evenings).getAllByRole('checkbox')).toHaveLength(7);
    expect(within(evenings).getByRole('checkbox', { name: 'Fri, Dec 4' })).toBeChecked();
    expect(within(evenings).getByRole('checkbox', { name: 'Sat, Dec 5' })).not.toBeChecked();
    // An hour either side of 7:00 PM.
    expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveValue('18:00');
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveValue('20:00');
    expect(
      within(group(dialog, /^Restaurants/)).getByRole('checkbox', { name: 'Trattoria Aurora' }),
    ).toBeChecked();
    expect(dialog).toHaveTextContent('The watch lives on this device');
    expect(dialog).toHaveTextContent('It is checked each time you open Tablo here');
    expect(dialog).toHaveTextContent('A table is not held for you');
  });

  it('watches the whole evening when no time was asked for', () => {
    const { dialog } = renderDialog(undefined, { start: { ...start, time: null } });
    expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveValue('17:00');
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveValue('22:00');
  });

  it('takes at most three evenings: the other boxes are disabled at three', async () => {
    const { dialog, user } = renderDialog();
    const evenings = group(dialog, /^Evenings/);
    await user.click(within(evenings).getByRole('checkbox', { name: 'Sat, Dec 5' }));
    await user.click(within(evenings).getByRole('checkbox', { name: 'Sun, Dec 6' }));
    expect(within(evenings).getByRole('checkbox', { name: 'Mon, Dec 7' })).toBeDisabled();
    await user.click(within(evenings).getByRole('checkbox', { name: 'Fri, Dec 4' }));
    expect(within(evenings).getByRole('checkbox', { name: 'Mon, Dec 7' })).toBeEnabled();
  });

  it('adds the cards also full for this choice in one press', async () => {
    const { dialog, user } = renderDialog(storeWithFull(['1', '2', '3']).store);
    const restaurants = group(dialog, /^Restaurants/);
    expect(within(restaurants).getByRole('checkbox', { name: 'Maison Lumière' })).not.toBeChecked();
    await user.click(within(restaurants).getByRole('button', { name: 'Add 2 also full for this choice' }));
    expect(within(restaurants).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
    expect(within(restaurants).queryByRole('button', { name: /also full/ })).not.toBeInTheDocument();
  });

  it('offers no restaurant whose evening is not known to be full', () => {
    const { dialog } = renderDialog(storeWithFull(['1']).store);
    expect(within(group(dialog, /^Restaurants/)).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('starts the watch it shows, and hands it over', async () => {
    const { store, storage } = storeWithFull(['1', '2']);
    const { dialog, user, onStarted } = renderDialog(store);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Party' }), '10');
    await user.click(within(group(dialog, /^Evenings/)).getByRole('checkbox', { name: 'Sat, Dec 5' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'From' }), '21:00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'To' }), '22:00');
    await user.click(within(group(dialog, /^Restaurants/)).getByRole('checkbox', { name: 'Maison Lumière' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start watching' }));

    const watch = {
      restaurantIds: ['1', '2'],
      dates: ['2026-12-04', '2026-12-05'],
      window: { from: '21:00', to: '22:00' },
      partySize: 10,
    };
    await waitFor(() => expect(onStarted).toHaveBeenCalledWith(expect.objectContaining(watch)));
    expect(selectActiveWatches(store.getState())).toEqual([expect.objectContaining(watch)]);
    expect(storage.data.get('watches')).toContain('"21:00"');
  });

  it('refuses a duplicate, saying why, and starts nothing', async () => {
    const { store } = storeWithFull();
    await store.dispatch(
      startWatch({
        restaurantIds: ['1'],
        dates: [FRIDAY],
        window: { from: '18:00', to: '20:00' },
        partySize: 4,
      }),
    );
    const { dialog, user, onStarted } = renderDialog(store);
    await user.click(within(dialog).getByRole('button', { name: 'Start watching' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already watch these restaurants');
    expect(onStarted).not.toHaveBeenCalled();
    expect(selectActiveWatches(store.getState())).toHaveLength(1);
  });

  it(`refuses a watch past ${MAX_ACTIVE_WATCHES}, saying so`, async () => {
    const { store } = storeWithFull();
    for (let index = 0; index < MAX_ACTIVE_WATCHES; index += 1) {
      await store.dispatch(
        startWatch({
          restaurantIds: ['2'],
          dates: [FRIDAY],
          window: { from: SLOT_TIMES[index]!, to: '22:00' },
          partySize: 2,
        }),
      );
    }
    const { dialog, user } = renderDialog(store);
    await user.click(within(dialog).getByRole('button', { name: 'Start watching' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `You are watching for ${MAX_ACTIVE_WATCHES} tables, the most Tablo keeps`,
    );
    expect(selectActiveWatches(store.getState())).toHaveLength(MAX_ACTIVE_WATCHES);
  });

  describe('notifications', () => {
    const requestPermission = jest.fn(async () => 'granted' as const);
    beforeEach(() => {
      requestPermission.mockClear();
      Object.defineProperty(window, 'Notification', {
        configurable: true,
        value: { permission: 'default', requestPermission },
      });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'Notification');
    });

    it('asks the browser only when its button is pressed', async () => {
      const { dialog, user } = renderDialog();
      expect(requestPermission).not.toHaveBeenCalled();
      await user.click(within(dialog).getByRole('button', { name: 'Also notify me on this device' }));
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(await within(dialog).findByText(/This device also shows a notification/)).toBeInTheDocument();
    });
  });
});
