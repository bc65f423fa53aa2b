import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { makeSeededStore } from '@/testing/testStore';
import { makeSyntheticCatalogue } from '@/testing/syntheticCatalogue';
import { HeaderSearch } from './HeaderSearch';
import { EARLY_SEARCH_PLAN } from './listSearch';

const catalogue = makeSyntheticCatalogue(30).restaurants;

describe('HeaderSearch', () => {
  it('lets keys typed before the script runs start a catalogue’s search in fragments', () => {
    renderWithProviders(<HeaderSearch />, { store: makeSeededStore(catalogue, { firstPage: 12 }) });

    const field = screen.getByRole('searchbox', { name: 'Search restaurants' });
    expect(JSON.parse(field.getAttribute('data-early-search')!)).toEqual(EARLY_SEARCH_PLAN);
  });

  it('marks nothing on another page than home, which came without the list', () => {
    renderWithProviders(<HeaderSearch />, {
      store: makeSeededStore(catalogue, { withRecords: [catalogue[0]!] }),
    });

    expect(screen.getByRole('searchbox', { name: 'Search restaurants' })).not.toHaveAttribute(
      'data-early-search',
    );
  });

  it('marks nothing for a catalogue searched in the page', () => {
    renderWithProviders(<HeaderSearch />, {
      store: makeSeededStore(catalogue, { firstPage: 12, searchedInFragments: false }),
    });

    expect(screen.getByRole('searchbox', { name: 'Search restaurants' })).not.toHaveAttribute(
      'data-early-search',
    );
  });
});
