import { z } from 'zod';
import { CUISINES, DAYS, FEATURES, PRICE_RANGES } from './catalogueValues';
import { IMAGE_KEYS } from './imageKeys';

/*
 * The catalogue file's shape, declared once: the build validates the file with it
 * (scripts/lib/catalogue.mjs), and the app's types come from it. Plain data and zod only, so
 * Node can load it at build time. docs/catalogue.md describes the file for the people who edit it.
 */

const text = z.string().trim().min(1, 'must not be empty');
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, 'must be a time as HH:mm (24-hour)');
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `${JSON.stringify(issue.input)} is not one of ${values.join(', ')}` });

const dayHoursSchema = z
  .object({ open: time, close: time, closed: z.boolean().optional() })
  .refine((hours) => !TIME.test(hours.open) || !TIME.test(hours.close) || hours.close > hours.open, {
    message: 'closes before it opens (or at the same time)',
    path: ['close'],
  });

const imageKeySchema = z.enum(IMAGE_KEYS, {
  error: (issue) =>
    `${JSON.stringify(issue.input)} is not an image the build ships (see src/data/imageKeys.ts)`,
});

export const restaurantRecordSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes (it is part of the address)'),
  name: text,
  cuisine: oneOf(CUISINES),
  description: text,
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  priceRange: oneOf(PRICE_RANGES),
  location: z.object({
    address: text,
    city: text,
    coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  images: z.object({ hero: imageKeySchema, gallery: z.array(imageKeySchema).min(1) }),
  features: z.array(oneOf(FEATURES)),
  hours: z.object(
    Object.fromEntries(DAYS.map((day) => [day, dayHoursSchema])) as Record<
      (typeof DAYS)[number],
      typeof dayHoursSchema
    >,
  ),
  contact: z.object({ phone: text, email: z.email(), website: z.url({ protocol: /^https$/ }) }),
  amenities: z.array(text),
  menuHighlights: z.array(text),
});

export const reviewRecordSchema = z.object({
  id: text,
  customerName: text,
  rating: z.number().int().min(1).max(5),
  comment: text,
  date: z.iso.date(),
  verified: z.boolean(),
});

/**
 * Ids must be unique within their list; the problem is reported at every repeat. Runs even when
 * records have other problems, so that one pass names them all.
 */
const uniqueIds = (records: unknown, context: z.RefinementCtx<unknown>, list: string) => {
  if (!Array.isArray(records)) return;
  const seen = new Set<unknown>();
  records.forEach((record: { id?: unknown } | null, index) => {
    const id = record?.id;
    if (typeof id !== 'string') return;
    if (seen.has(id)) {
      context.addIssue({
        code: 'custom',
        message: 'is used by an earlier record',
        path: [list, index, 'id'],
      });
    }
    seen.add(id);
  });
};

export const catalogueSchema = z
  .object({
    /** The file's format; this build reads version 1. */
    version: z.literal(1),
    restaurants: z.array(restaurantRecordSchema).min(1, 'must hold at least one restaurant'),
    /** Sample reviews, shown on every restaurant's page. */
    reviews: z.array(reviewRecordSchema),
  })
  .superRefine(
    (catalogue, context) => {
      uniqueIds(catalogue.restaurants, context, 'restaurants');
      uniqueIds(catalogue.reviews, context, 'reviews');
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export type CatalogueFile = z.infer<typeof catalogueSchema>;
export type RestaurantRecord = z.infer<typeof restaurantRecordSchema>;
export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/** Which record a path into the file points at, for a message a person can act on. */
const recordName = (input: unknown, path: readonly PropertyKey[]) => {
  const [list, index] = path;
  if ((list !== 'restaurants' && list !== 'reviews') || typeof index !== 'number') return 'catalogue';
  const records = (input as Record<string, unknown> | null)?.[list];
  const id = Array.isArray(records) ? (records[index] as { id?: unknown } | undefined)?.id : undefined;
  const noun = list === 'restaurants' ? 'restaurant' : 'review';
  return typeof id === 'string' || typeof id === 'number' ? `${noun} "${id}"` : `${noun} #${index + 1}`;
};

/**
 * Every problem of a catalogue file, one line each, naming the file, the record's id and the
 * field: `catalogue/restaurants.json: restaurant "4": priceRange: "$$$$$" is not one of …`.
 * Empty when the file is valid.
 */
export const catalogueProblems = (input: unknown, file: string): string[] => {
  const result = catalogueSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const value = issue.path.reduce<unknown>(
      (parent, key) => (parent as Record<PropertyKey, unknown> | null | undefined)?.[key],
      input,
    );
    const message = issue.code === 'invalid_type' && value === undefined ? 'is missing' : issue.message;
    const field = issue.path.slice(2).join('.') || (issue.path.length === 0 ? '' : String(issue.path[0]));
    return `${file}: ${recordName(input, issue.path)}: ${field ? `${field}: ` : ''}${message}`;
  });
};
