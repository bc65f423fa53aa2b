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
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      sx={[
        {
          display: 'block',
          width: 1,
          height: 'auto',
          aspectRatio: aspectRatio ?? `${image.width} / ${image.height}`,
          objectFit: 'cover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
