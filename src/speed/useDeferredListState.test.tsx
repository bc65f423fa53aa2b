import { act } from '@testing-library/react';
import { makeTestStore } from '@/testing/testStore';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { useDeferredListState } from './useDeferredListState';

/**
 * The search text the renders of a list saw after a change, the state read through
 * useDeferredListState (a render StrictMode repeats counted once).
 */
const renderList = async (readOnly?: Parameters<typeof useDeferredListState>[0]) => {
  const seen: string[] = [];
  function List() {
    seen.push(useDeferredListState(readOnly).search.text);
    return null;
  }
  const store = makeTestStore();
  renderWithProviders(<List />, { store });
  seen.length = 0;
  await act(async () => {
    // The search field's action, as the store knows it (the speed room imports no feature).
    store.dispatch({ type: 'search/searchTextChanged', payload: 'oak' });
    // And what the store's listeners do after it (the cards' times, once the page is idle).
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  return seen.filter((text, i) => i === 0 || text !== seen[i - 1]);
};

describe('useDeferredListState', () => {
  it('renders a change with the state before it first, then the new state in a render React defers', async () => {
    expect(await renderList()).toEqual(['', 'oak']);
  });

  it('renders a state that is only read at once, in one render', async () => {
    expect(await renderList(() => true)).toEqual(['oak']);
  });
});
