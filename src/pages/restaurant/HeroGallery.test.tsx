import { screen } from '@testing-library/react';
import { steakhouseDiningRoomImage } from '@/data/images';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { HeroGallery } from './HeroGallery';

describe('HeroGallery', () => {
  it('shows a single image without gallery dots', () => {
    renderWithProviders(<HeroGallery images={[steakhouseDiningRoomImage]} />);
    expect(screen.getByRole('img', { name: steakhouseDiningRoomImage.alt })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Gallery' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without images', () => {
    const { container } = renderWithProviders(<HeroGallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
