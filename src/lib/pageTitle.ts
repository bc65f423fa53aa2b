import { PRODUCT_NAME, SITE_URL } from '@/data/site';

/** The document title of a page, e.g. "Page not found · Tablo". Without a page: the home title. */
export const pageTitle = (page?: string): string =>
  page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Restaurants and table booking`;

/** A path of this site as an absolute URL, as shared links and crawlers need it. */
export const absoluteUrl = (path: string): string => `${SITE_URL}${path.startsWith('/') ? '' : '/'}${path}`;
