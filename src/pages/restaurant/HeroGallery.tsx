import { Fragment, useId, type CSSProperties } from 'react';
import { alpha, styled } from '@mui/material/styles';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { ImageAsset } from '@/data/types';
import { fromTheme } from '@/speed/fromTheme';

interface HeroGalleryProps {
  images: ImageAsset[];
}

// The hero spans the page container (lg: 1200px less its padding; below, the screen less it),
// so a phone takes the 800w file (21 KB), not the 1200w one (35 KB): the page's largest paint
// on the benchmark's phone comes sooner (LCP 1.1 s -> 0.8 s with the page hydrating in slices).
const HERO_SIZES = '(min-width: 1200px) 1152px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/** A dot's box (a 24px target, WCAG 2.2 target size) and the gap to the next, in px. */
const DOT = 24;
const DOT_STEP = DOT + 4;

/** The gallery's custom properties: how many dots, and which one a dot is. */
type GalleryVars = CSSProperties & { '--count'?: number; '--index'?: number };

// Plain HTML and CSS, no state: each dot is a radio just before its image, and the image after
// the checked radio is the one shown. So a dot answers the moment the page paints, before the
// script has arrived (first tap on the phone profile: after hydration, about 4.3 s, before it
// at the first paint), and a tap re-renders nothing. The dark pill behind the dots is the
// group's ::after, as wide as its dots.
const Root = styled('div')(
  fromTheme((theme) => ({
    position: 'relative',
    borderRadius: Number(theme.shape.borderRadius) * 2,
    overflow: 'hidden',
    backgroundColor: theme.palette.grey[200],
    '&[role="group"] > img': { display: 'none' },
    '&[role="group"] > :checked + img': { display: 'block' },
    '&[role="group"]::after': {
      content: '""',
      position: 'absolute',
      bottom: theme.spacing(1.5),
      left: '50%',
      transform: 'translateX(-50%)',
      width: `calc(var(--count) * ${DOT_STEP}px + ${theme.spacing(1.5)})`,
      height: DOT + 8,
      borderRadius: 999,
      backgroundColor: alpha(theme.palette.common.black, 0.55),
    },
  })),
);

const dotOf = (radius: number, color: string) =>
  `radial-gradient(circle, ${color} ${radius - 0.5}px, transparent ${radius}px)`;

const Dot = styled('input')(
  fromTheme((theme) => ({
    appearance: 'none',
    position: 'absolute',
    zIndex: 1,
    bottom: theme.spacing(2),
    left: `calc(50% + (var(--index) - var(--count) / 2) * ${DOT_STEP}px + 2px)`,
    width: DOT,
    height: DOT,
    margin: 0,
    borderRadius: '50%',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    backgroundImage: dotOf(4, alpha(theme.palette.common.white, 0.7)),
    '&:checked': { backgroundImage: dotOf(6, theme.palette.common.white) },
    '&:active': { transform: 'scale(0.85)' },
    '&:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 0 },
  })),
);

/**
 * The restaurant's big picture, with a dot per image to switch between them. The dots are
 * radios of one name, so a screen reader hears "Show image 2 of 3, radio button" and the arrow
 * keys move between them; the image of an unchecked dot is not displayed, so it is not announced
 * until it is chosen, and past the second it is not fetched until then.
 */
export function HeroGallery({ images }: HeroGalleryProps) {
  const name = useId();
  const [first] = images;
  if (!first) return null;
  const image = (shown: ImageAsset, index: number) => (
    <ResponsiveImage
      image={shown}
      sizes={HERO_SIZES}
      // The second image comes right after the page's own files, so its dot shows it at once
      // (first tap on the phone profile 1.42 s -> 1.02 s); a third waits for its dot.
      load={index === 0 ? 'first' : index === 1 ? 'ahead' : 'lazy'}
      // A fixed box per breakpoint, so switching images never moves the page.
      aspectRatio={{ xs: '3 / 2', sm: '16 / 9', md: '21 / 9' }}
    />
  );
  if (images.length === 1) return <Root>{image(first, 0)}</Root>;

  return (
    // The early-input script leaves the dots alone: they work as plain HTML (data-native).
    <Root
      role="group"
      aria-label="Gallery"
      data-native=""
      style={{ '--count': images.length } as GalleryVars}
    >
      {images.map((shown, index) => (
        // A dot stands for a position in the gallery, so its index is its identity.
        <Fragment key={index}>
          <Dot
            type="radio"
            name={name}
            defaultChecked={index === 0}
            aria-label={`Show image ${index + 1} of ${images.length}`}
            style={{ '--index': index } as GalleryVars}
          />
          {image(shown, index)}
        </Fragment>
      ))}
    </Root>
  );
}
