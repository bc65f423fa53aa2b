import { foldForSearch } from './searchText';

describe('foldForSearch', () => {
  it('drops case and accents, so that either spelling finds the other', () => {
    expect(foldForSearch('Maison LUMIÈRE')).toBe('maison lumiere');
    expect(foldForSearch('Crème brûlée, jalapeño')).toBe('creme brulee, jalapeno');
    expect(foldForSearch('Ember & Oak')).toBe('ember & oak');
  });
});
