import { PRODUCT_NAME, SITE_ICON } from '@/data/site';
import { jsonLdText } from '@/lib/jsonLd';
import { absoluteUrl, pageTitle } from '@/lib/pageTitle';

/** A page's picture: its description, and the rendition a link preview shows (ImageAsset's). */
interface PageImage {
  alt: string;
  share: { src: string; width: number; height: number };
}

interface PageHeadProps {
  /** The page's own name (`Maison Lumière`); without it, the home page's title. */
  title?: string;
  description: string;
  /** The page's URL (`/restaurant/2`): its canonical link. Pages not to be indexed have none. */
  path?: string;
  /** The picture a shared link shows; the site's icon when the page has none. */
  image?: PageImage;
  /** Pages that must not appear in search results: not-found and error pages. */
  isNoIndex?: boolean;
  /** What the page is, as schema.org data for search engines (a restaurant's page: its `Restaurant`). */
  structuredData?: object;
}

/**
 * The page's `<title>` and meta tags. React puts them into `<head>` (and the prerender into the
 * HTML), takes over the ones the HTML already has when it hydrates, and removes them when the
 * page goes: every page has exactly one title and one description.
 */
export function PageHead({
  title,
  description,
  path,
  image,
  isNoIndex = false,
  structuredData,
}: PageHeadProps) {
  const fullTitle = pageTitle(title);
  const picture = image ? { ...image.share, alt: image.alt } : SITE_ICON;
  const pictureUrl = absoluteUrl(picture.src);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {isNoIndex && <meta name="robots" content="noindex" />}
      {path !== undefined && !isNoIndex && <link rel="canonical" href={absoluteUrl(path)} />}
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title ?? fullTitle} />
      <meta property="og:description" content={description} />
      {path !== undefined && <meta property="og:url" content={absoluteUrl(path)} />}
      <meta property="og:image" content={pictureUrl} />
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={pictureUrl} />
      <meta name="twitter:image:alt" content={picture.alt} />
      {/* A data block, never run: the CSP's script-src does not apply to it. React renders it in
          place (only title, meta and link go up into <head>), and removes it with the page. */}
      {structuredData && (
        // eslint-disable-next-line react/no-danger -- JSON, with < escaped (jsonLdText); React would write it as HTML text
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
      )}
    </>
  );
}
