import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageAsset } from '@/data/types';

/**
 * When a picture loads:
 * - `first`: the page's largest image, at once and before the rest;
 * - `ahead`: not on screen yet but likely next (the gallery's second image), at once and last;
 * - `lazy`: as it nears the screen (and never while it is not displayed).
 */
export type ImageLoad = 'first' | 'ahead' | 'lazy';

interface ResponsiveImageProps {
  image: ImageAsset;
  /** How wide the image is drawn at each breakpoint, so the browser picks the right rendition. */
  sizes: string;
  /** When it loads (ImageLoad): as it nears the screen unless told. */
  load?: ImageLoad;
  /** The box the image fills (`object-fit: cover`); defaults to the image's own proportions. */
  aspectRatio?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  sx?: SxProps<Theme>;
}

/**
 * The attributes of a shipped picture's `<img>`: every rendition, its size up front, and when it
 * loads (ImageLoad). For a plain `<img>` under a styled root (a card), as for ResponsiveImage;
 * the `alt` is the image's own, written at each.
 */
export const responsiveImageProps = (image: ImageAsset, sizes: string, load: ImageLoad = 'lazy') =>
  ({
    src: image.src,
    srcSet: image.srcSet,
    sizes,
    width: image.width,
    height: image.height,
    loading: load === 'lazy' ? 'lazy' : 'eager',
    fetchPriority: load === 'first' ? 'high' : load === 'ahead' ? 'low' : 'auto',
    decoding: 'async',
  }) as const;

/** A picture's own proportions, as CSS `aspect-ratio`: its box is sized before it loads. */
export const ownAspectRatio = (image: ImageAsset) => `${image.width} / ${image.height}`;

/** A shipped picture in every rendition, sized up front so it never shifts the layout. */
export function ResponsiveImage({ image, sizes, load = 'lazy', aspectRatio, sx = [] }: ResponsiveImageProps) {
  return (
    <Box
      component="img"
      {...responsiveImageProps(image, sizes, load)}
      alt={image.alt}
      sx={[
        {
          display: 'block',
          width: 1,
          height: 'auto',
          aspectRatio: aspectRatio ?? ownAspectRatio(image),
          objectFit: 'cover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
