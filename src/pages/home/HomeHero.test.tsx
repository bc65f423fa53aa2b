import { act } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { whenIdle } from '@/speed/scheduling';
import { HomeHero } from './HomeHero';

describe('HomeHero', () => {
  it('makes the distance formats Near Me needs once the page is idle, not as it renders', async () => {
    // The first Intl call loads the locale's data: formatDistance asks Intl for the locale first.
    const localeAsked = jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      renderWithProviders(<HomeHero onExplore={() => undefined} />);
      expect(localeAsked).not.toHaveBeenCalled();
      await act(() => whenIdle());
      expect(localeAsked).toHaveBeenCalled();
    } finally {
      localeAsked.mockRestore();
    }
  });
});
