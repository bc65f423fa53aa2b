import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ImageAsset } from '@/data/types';

interface ResponsiveImageProps {
  image: ImageAsset;
  /** How wide the image is drawn at each breakpoint, so the browser picks the right rendition. */
  sizes: string;
  /** The page's largest image: loaded at once and first. Others load as they near the screen. */
  isPriority?: boolean;
  /** The box the image fills (`object-fit: cover`); defaults to the image's own proportions. */
  aspectRatio?: string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;
  sx?: SxProps<Theme>;
}

/**
 * The attributes of a shipped picture's `<img>`: every rendition, its size up front, loaded at
 * once and first when it has priority, else as it nears the screen. For a plain `<img>` under a
 * styled root (a card), as for ResponsiveImage; the `alt` is the image's own, written at each.
 */
export const responsiveImageProps = (image: ImageAsset, sizes: string, isPriority = false) =>
  ({
    src: image.src,
    srcSet: image.srcSet,
    sizes,
    width: image.width,
    height: image.height,
    loading: isPriority ? 'eager' : 'lazy',
    fetchPriority: isPriority ? 'high' : 'auto',
    decoding: 'async',
  }) as const;

/** A picture's own proportions, as CSS `aspect-ratio`: its box is sized before it loads. */
export const ownAspectRatio = (image: ImageAsset) => `${image.width} / ${image.height}`;

/** A shipped picture in every rendition, sized up front so it never shifts the layout. */
export function ResponsiveImage({
  image,
  sizes,
  isPriority = false,
  aspectRatio,
  sx = [],
}: ResponsiveImageProps) {
  return (
    <Box
      component="img"
      {...responsiveImageProps(image, sizes, isPriority)}
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
