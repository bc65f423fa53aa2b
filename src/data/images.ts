// Illustrations shipped with the build (sources in scripts/image-sources/, rendered by
// scripts/render-images.mjs), so the site needs no image host.
import type { ImageKey } from '@/data/imageKeys';
import type { ImageAsset } from '@/data/types';
import bistroDessert1200 from '@/assets/images/bistro-dessert-1200.avif';
import bistroDessert480 from '@/assets/images/bistro-dessert-480.avif';
import bistroDessert800 from '@/assets/images/bistro-dessert-800.avif';
import bistroDessertShare from '@/assets/images/bistro-dessert-800.webp';
import bistroFacade1200 from '@/assets/images/bistro-facade-1200.avif';
import bistroFacade480 from '@/assets/images/bistro-facade-480.avif';
import bistroFacade800 from '@/assets/images/bistro-facade-800.avif';
import bistroFacadeShare from '@/assets/images/bistro-facade-800.webp';
import bistroTable1200 from '@/assets/images/bistro-table-1200.avif';
import bistroTable480 from '@/assets/images/bistro-table-480.avif';
import bistroTable800 from '@/assets/images/bistro-table-800.avif';
import bistroTableShare from '@/assets/images/bistro-table-800.webp';
import steakhouseDiningRoom1200 from '@/assets/images/steakhouse-dining-room-1200.avif';
import steakhouseDiningRoom480 from '@/assets/images/steakhouse-dining-room-480.avif';
import steakhouseDiningRoom800 from '@/assets/images/steakhouse-dining-room-800.avif';
import steakhouseDiningRoomShare from '@/assets/images/steakhouse-dining-room-800.webp';
import steakhouseSteak1200 from '@/assets/images/steakhouse-steak-1200.avif';
import steakhouseSteak480 from '@/assets/images/steakhouse-steak-480.avif';
import steakhouseSteak800 from '@/assets/images/steakhouse-steak-800.avif';
import steakhouseSteakShare from '@/assets/images/steakhouse-steak-800.webp';
import trattoriaInterior1200 from '@/assets/images/trattoria-interior-1200.avif';
import trattoriaInterior480 from '@/assets/images/trattoria-interior-480.avif';
import trattoriaInterior800 from '@/assets/images/trattoria-interior-800.avif';
import trattoriaInteriorShare from '@/assets/images/trattoria-interior-800.webp';
import trattoriaPasta1200 from '@/assets/images/trattoria-pasta-1200.avif';
import trattoriaPasta480 from '@/assets/images/trattoria-pasta-480.avif';
import trattoriaPasta800 from '@/assets/images/trattoria-pasta-800.avif';
import trattoriaPastaShare from '@/assets/images/trattoria-pasta-800.webp';
import trattoriaPizzaOven1200 from '@/assets/images/trattoria-pizza-oven-1200.avif';
import trattoriaPizzaOven480 from '@/assets/images/trattoria-pizza-oven-480.avif';
import trattoriaPizzaOven800 from '@/assets/images/trattoria-pizza-oven-800.avif';
import trattoriaPizzaOvenShare from '@/assets/images/trattoria-pizza-oven-800.webp';

/** URLs of one illustration at each rendered width (AVIF), and the WebP a link preview shows. */
export interface ImageRenditions {
  w480: string;
  w800: string;
  w1200: string;
  share: string;
}

/**
 * An image asset from its renditions: 800w is the default `src` (a card's size on most
 * screens); the 1200x800 intrinsic size reserves the 3:2 box before the file loads. The pages
 * show AVIF, which every browser the site supports reads, at about half the bytes of WebP; a link
 * preview gets the 800w WebP, since preview crawlers do not read AVIF.
 */
export const createImageAsset = ({ w480, w800, w1200, share }: ImageRenditions, alt: string): ImageAsset => ({
  src: w800,
  srcSet: `${w480} 480w, ${w800} 800w, ${w1200} 1200w`,
  width: 1200,
  height: 800,
  alt,
  share: { src: share, width: 800, height: 533 },
});

export const trattoriaPastaImage = createImageAsset(
  { w480: trattoriaPasta480, w800: trattoriaPasta800, w1200: trattoriaPasta1200, share: trattoriaPastaShare },
  'Fresh tagliatelle with ragù and basil on a rustic wooden table',
);

export const trattoriaInteriorImage = createImageAsset(
  {
    w480: trattoriaInterior480,
    w800: trattoriaInterior800,
    w1200: trattoriaInterior1200,
    share: trattoriaInteriorShare,
  },
  'Candle-lit dining room with arched windows and Chianti bottles on the tables',
);

export const trattoriaPizzaOvenImage = createImageAsset(
  {
    w480: trattoriaPizzaOven480,
    w800: trattoriaPizzaOven800,
    w1200: trattoriaPizzaOven1200,
    share: trattoriaPizzaOvenShare,
  },
  'Margherita pizza on a peel in front of a glowing wood-fired brick oven',
);

export const bistroTableImage = createImageAsset(
  { w480: bistroTable480, w800: bistroTable800, w1200: bistroTable1200, share: bistroTableShare },
  'Marble bistro table set with two glasses of red wine by a window at dusk',
);

export const bistroDessertImage = createImageAsset(
  { w480: bistroDessert480, w800: bistroDessert800, w1200: bistroDessert1200, share: bistroDessertShare },
  'Fruit tart, macarons, a croissant and an espresso on a marble counter',
);

export const bistroFacadeImage = createImageAsset(
  { w480: bistroFacade480, w800: bistroFacade800, w1200: bistroFacade1200, share: bistroFacadeShare },
  'Parisian-style bistro front with a red-striped awning and terrace tables',
);

export const steakhouseSteakImage = createImageAsset(
  {
    w480: steakhouseSteak480,
    w800: steakhouseSteak800,
    w1200: steakhouseSteak1200,
    share: steakhouseSteakShare,
  },
  'Sliced dry-aged steak with rosemary and roasted garlic on an oak board',
);

export const steakhouseDiningRoomImage = createImageAsset(
  {
    w480: steakhouseDiningRoom480,
    w800: steakhouseDiningRoom800,
    w1200: steakhouseDiningRoom1200,
    share: steakhouseDiningRoomShare,
  },
  'Dark wood dining room with leather booths, a wall of wine and brass pendant lights',
);

/** Every shipped illustration by the name catalogue records give it. */
export const imageAssets: Record<ImageKey, ImageAsset> = {
  'trattoria-pasta': trattoriaPastaImage,
  'trattoria-interior': trattoriaInteriorImage,
  'trattoria-pizza-oven': trattoriaPizzaOvenImage,
  'bistro-table': bistroTableImage,
  'bistro-dessert': bistroDessertImage,
  'bistro-facade': bistroFacadeImage,
  'steakhouse-steak': steakhouseSteakImage,
  'steakhouse-dining-room': steakhouseDiningRoomImage,
};
