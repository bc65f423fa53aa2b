import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RestaurantFit } from './RestaurantFit';

const itemsOf = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RestaurantFit', () => {
  it('lists the dietary options and the accessibility facts, each under its own heading', () => {
    renderWithProviders(
      <RestaurantFit
        restaurant={{ dietaryOptions: ['Vegan', 'Halal'], accessibility: ['Step-free entrance'] }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Dietary options' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Accessibility' })).toBeInTheDocument();
    expect(itemsOf('Dietary options')).toEqual(['Vegan', 'Halal']);
    expect(itemsOf('Accessibility')).toEqual(['Step-free entrance']);
  });

  it('says nothing of what the record leaves out: no heading, no claim of access', () => {
    const { container } = renderWithProviders(<RestaurantFit restaurant={{}} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows only the section the record states', () => {
    renderWithProviders(<RestaurantFit restaurant={{ dietaryOptions: ['Kosher'], accessibility: [] }} />);
    expect(itemsOf('Dietary options')).toEqual(['Kosher']);
    expect(screen.queryByRole('heading', { name: 'Accessibility' })).not.toBeInTheDocument();
    expect(screen.queryByText(/accessib/i)).not.toBeInTheDocument();
  });
});
