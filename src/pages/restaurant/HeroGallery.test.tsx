import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import {
  steakhouseDiningRoomImage,
  trattoriaInteriorImage,
  trattoriaPastaImage,
  trattoriaPizzaOvenImage,
} from '@/data/images';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { HeroGallery } from './HeroGallery';

const images = [trattoriaPastaImage, trattoriaInteriorImage, trattoriaPizzaOvenImage];

/** The image after the checked dot is the one the gallery's CSS displays. */
const shownImage = () =>
  document.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.nextElementSibling;

describe('HeroGallery', () => {
  it('shows a single image without gallery dots', () => {
    renderWithProviders(<HeroGallery images={[steakhouseDiningRoomImage]} />);
    expect(screen.getByRole('img', { name: steakhouseDiningRoomImage.alt })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('renders nothing without images', () => {
    const { container } = renderWithProviders(<HeroGallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives each image a dot, the first chosen, each just before its image; the first loads first, the second after the page, the rest when chosen', () => {
    renderWithProviders(<HeroGallery images={images} />);
    const gallery = screen.getByRole('group', { name: 'Gallery' });
    const dots = screen.getAllByRole('radio');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Show image 1 of 3',
      'Show image 2 of 3',
      'Show image 3 of 3',
    ]);
    expect(new Set(dots.map((dot) => dot.getAttribute('name'))).size).toBe(1);
    expect(dots[0]).toBeChecked();
    dots.forEach((dot, index) => {
      expect(dot.parentElement).toBe(gallery);
      expect(dot.nextElementSibling).toHaveAttribute('alt', images[index]!.alt);
      expect(dot.nextElementSibling).toHaveAttribute('loading', index < 2 ? 'eager' : 'lazy');
      expect(dot.nextElementSibling).toHaveAttribute('fetchpriority', ['high', 'low', 'auto'][index]);
    });
    // The early-input script leaves them to the browser.
    expect(gallery).toHaveAttribute('data-native');
  });

  it('switches the shown image with a tap or the arrow keys, as plain radios', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroGallery images={images} />);
    await user.click(screen.getByRole('radio', { name: 'Show image 2 of 3' }));
    expect(shownImage()).toHaveAttribute('alt', trattoriaInteriorImage.alt);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Show image 3 of 3' })).toBeChecked();
    expect(shownImage()).toHaveAttribute('alt', trattoriaPizzaOvenImage.alt);
  });

  it('keeps a dot chosen before the script ran when React hydrates the gallery', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeroGallery images={images} />);
    document.body.append(container);
    // The diner taps the second dot while the script is still on its way.
    container.querySelector<HTMLInputElement>('[aria-label="Show image 2 of 3"]')!.click();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <HeroGallery images={images} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Show image 2 of 3' })).toBeChecked();
    expect(shownImage()).toHaveAttribute('alt', trattoriaInteriorImage.alt);
    container.remove();
  });
});
