/** The product's own name and public details, used wherever the site names itself. */
export const PRODUCT_NAME = 'Tablo';
export const PRODUCT_TAGLINE = 'Find a table you will remember.';
/** What the site is, in a sentence: the home page's description where links are shared. */
export const PRODUCT_DESCRIPTION = 'Discover restaurants near you and book a table in seconds.';

/**
 * The URL the site is deployed at, set at build time (`SITE_URL=https://... npm run build`).
 * Canonical links, shared-link previews and the sitemap need absolute URLs.
 */
export const SITE_URL = (process.env.SITE_URL || 'https://tablo.example').replace(/\/+$/, '');

/** The site's square icon (public/), the picture of a shared link to a page without one of its own. */
export const SITE_ICON = { src: '/icon-512.png', width: 512, height: 512, alt: 'Tablo' } as const;

export const supportContact = {
  phone: '(555) 010-2030',
  email: 'hello@tablo.example',
  address: '120 Market Street, Suite 400, Riverton',
};

/** The marketing claims of the footer and the statistics strip (docs/product.md#sample-data). */
export const siteStats = [
  { value: '500+', label: 'Partner restaurants' },
  { value: '10k+', label: 'Happy diners' },
  { value: '24/7', label: 'Instant booking' },
] as const;
