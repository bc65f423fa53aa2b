import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeTestStore } from '@/testing/testStore';
import { makeWatch as watch, storeWithWatches } from '@/testing/watchesDevice';
import { WatchingSection } from './WatchingSection';

const section = () => screen.getByRole('region', { name: 'Watching' });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-02T12:00:00'), doNotFake: ['queueMicrotask'] });
  // The visit's draws are kept in the tab's sessionStorage: each test is a visit of its own.
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

describe('WatchingSection', () => {
  it('reads the watches, then lists each: restaurants, evenings, window and party', async () => {
    const { store } = storeWithWatches([
      watch('late'),
      watch('early', {
        restaurantIds: ['3'],
        dates: ['2026-12-03'],
        window: { from: '18:00', to: '20:00' },
        partySize: 2,
      }),
    ]);
    renderWithProviders(<WatchingSection onAnnounce={jest.fn()} />, { store });
    expect(within(section()).getByRole('progressbar', { name: 'Loading your watches' })).toBeInTheDocument();

    const items = await within(section()).findAllByRole('article');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ember & Oak' + 'Thu, Dec 3 · 6:00 PM - 8:00 PM · 2 guests' + 'Stop watching',
      'Trattoria Aurora and Maison Lumière' +
        'Fri, Dec 4 and Sat, Dec 5 · 9:00 PM - 10:00 PM · 10 guests' +
        'Stop watching',
    ]);
  });

  it('says how to start a watch when there is none', async () => {
    const { store } = storeWithWatches([]);
    renderWithProviders(<WatchingSection onAnnounce={jest.fn()} />, { store });
    expect(
      await within(section()).findByText(/^When an evening is full, press Notify me beside it/),
    ).toBeInTheDocument();
  });

  it('says "No watches." at once on a device with none stored, with no loading first', () => {
    renderWithProviders(<WatchingSection onAnnounce={jest.fn()} />, { store: makeTestStore() });
    expect(within(section()).getByText('No watches.')).toBeInTheDocument();
    expect(within(section()).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('stops a watch: gone from the device, said, and focus stays in the section', async () => {
    const { store, storage } = storeWithWatches([watch('one')]);
    const onAnnounce = jest.fn();
    const { user } = renderWithProviders(<WatchingSection onAnnounce={onAnnounce} />, { store });
    await user.click(
      await within(section()).findByRole('button', {
        name: 'Stop watching: Trattoria Aurora and Maison Lumière',
      }),
    );
    expect(within(section()).queryByRole('article')).not.toBeInTheDocument();
    expect(section()).toHaveTextContent('No watches.');
    expect(JSON.parse(storage.data.get('watches') ?? '')).toEqual([]);
    expect(onAnnounce).toHaveBeenCalledWith('Stopped watching Trattoria Aurora and Maison Lumière.');
    expect(within(section()).getByRole('heading', { name: 'Watching' })).toHaveFocus();
  });

  it('says so when the device could not store the change, and keeps the watch', async () => {
    const { store, storage } = storeWithWatches([watch('one')]);
    const { user } = renderWithProviders(<WatchingSection onAnnounce={jest.fn()} />, { store });
    const stop = await within(section()).findByRole('button', { name: /^Stop watching/ });
    storage.failWritesTo((key) => key === 'watches');
    await user.click(stop);
    expect(within(section()).getByRole('alert')).toHaveTextContent("This device's storage is full");
    expect(within(section()).getAllByRole('article')).toHaveLength(1);
  });
});
