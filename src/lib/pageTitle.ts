import { PRODUCT_NAME } from '@/data/site';

/** The document title of a page, e.g. "Page not found · Tablo". Without a page: the home title. */
export const pageTitle = (page?: string): string =>
  page ? `${page} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · Restaurants and table booking`;
