/**
 * JSON for a `<script type="application/ld+json">` element: `<` as `\u003c`, so that no text
 * of the catalogue can close the element or open a comment in it. The JSON means the same.
 */
export const jsonLdText = (data: object): string => JSON.stringify(data).replace(/</g, '\\u003c');
