/** The product's own name and public details, used wherever the site names itself. */
export const PRODUCT_NAME = 'Tablo';
export const PRODUCT_TAGLINE = 'Find a table you will remember.';

export const supportContact = {
  phone: '(555) 010-2030',
  email: 'hello@tablo.example',
  address: '120 Market Street, Suite 400, Riverton',
};

/** The marketing claims of the footer and the statistics strip (SPEC §1). */
export const siteStats = [
  { value: '500+', label: 'Partner restaurants' },
  { value: '10k+', label: 'Happy diners' },
  { value: '24/7', label: 'Instant booking' },
] as const;
