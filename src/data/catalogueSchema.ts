import { z } from 'zod';
import {
  ACCESSIBILITY_FACTS,
  CUISINES,
  DAYS,
  DIETARY_OPTIONS,
  FEATURES,
  MAX_PARTY_SIZE,
  MIN_PARTY_SIZE,
  PRICE_RANGES,
  SEATING_AREAS,
} from './catalogueValues';
import { IMAGE_KEYS } from './imageKeys';

/*
 * The catalogue file's shape, declared once: the build validates the file with it
 * (scripts/lib/catalogue.mjs), and the app's types come from it. Plain data and zod only, so
 * Node can load it at build time. docs/catalogue.md describes the file for the people who edit it.
 */

/** A place in the file: the keys from its top. */
type FilePath = readonly PropertyKey[];
const NOUNS = { restaurants: 'restaurant', reviews: 'review' } as const;
/** How many characters of a value from the file a problem line shows, its ellipsis included. */
const SHOWN_LENGTH = 80;
/** No record needs more than a few levels; a deeper value is refused before anything walks it. */
const MAX_DEPTH = 32;

// What a terminal may act on (C0, DEL, C1: ESC starts its sequences), what breaks or reorders a
// line (separators, bidirectional controls), and lone surrogates.
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

/**
 * `text` as it may be printed on a terminal or in a log: every character in UNPRINTABLE as
 * `\u001b`, and no longer than `max` characters (the last an ellipsis when it is cut short).
 * `quoted` also escapes quotes and backslashes, for text shown between quotes.
 */
export const printable = (text: string, max = Infinity, quoted = false) => {
  if (text.length <= max && !UNPRINTABLE.test(text) && !(quoted && /["\\]/.test(text))) return text;
  let shown = '';
  let cut = 0;
  for (const char of text) {
    const piece = UNPRINTABLE.test(char)
      ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
      : quoted && (char === '"' || char === '\\')
        ? `\\${char}`
        : char;
    if (shown.length + piece.length > max) return `${shown.slice(0, cut)}…`;
    shown += piece;
    if (shown.length < max) cut = shown.length;
  }
  return shown;
};

/** A value of the file as a problem shows it: text quoted and cut short, a list or object by its kind. */
export const showValue = (value: unknown): string => {
  if (typeof value === 'string') return `"${printable(value, SHOWN_LENGTH, true)}"`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
};

const text = z.string().trim().min(1, 'must not be empty');
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string().regex(TIME, 'must be a time as HH:mm (24-hour)');
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `${showValue(issue.input)} is not one of ${values.join(', ')}` });

const dayHoursSchema = z
  .object({ open: time, close: time, closed: z.boolean().optional() })
  .refine((hours) => !TIME.test(hours.open) || !TIME.test(hours.close) || hours.close > hours.open, {
    message: 'closes before it opens (or at the same time)',
    path: ['close'],
  });

const imageKeySchema = z.enum(IMAGE_KEYS, {
  error: (issue) => `${showValue(issue.input)} is not an image the build ships (see src/data/imageKeys.ts)`,
});

/** A list of choices, each at most once. */
const distinctList = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).superRefine((list, context) => {
    list.forEach((value, index) => {
      if (list.indexOf(value) !== index)
        context.addIssue({ code: 'custom', message: `${showValue(value)} is listed twice`, path: [index] });
    });
  });

// Node and every browser the site supports know the codes; a code they do not know cannot be shown.
const KNOWN_CURRENCIES = new Set(
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
);
const currencySchema = z
  .string()
  .refine((code) => /^[A-Z]{3}$/.test(code) && (KNOWN_CURRENCIES.size === 0 || KNOWN_CURRENCIES.has(code)), {
    error: (issue) => `${showValue(issue.input)} is not an ISO 4217 currency code (such as USD or EUR)`,
  });
const amount = z
  .number()
  .positive('must be more than 0')
  .max(100_000, 'must be at most 100000')
  // Money in cents; a float's error is far below a cent.
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );
/** The most hours before a booking that its free cancellation may end: 30 days. */
const MAX_WINDOW_HOURS = 720;

/**
 * What a booking costs if it is cancelled late or not kept, and what a large party leaves as a
 * deposit (docs/catalogue.md#booking-terms). The site takes no payment: it states them.
 */
const bookingTermsSchema = z
  .object({
    /** The currency of the fee and the deposit; needed when there is either. */
    currency: currencySchema.optional(),
    /** Without it, cancelling is free at any time and not coming costs nothing. */
    cancellation: z
      .object({
        /** Cancelling is free until this many hours before the booking. */
        freeUntilHours: z
          .number()
          .int(`must be a whole number of hours from 1 to ${MAX_WINDOW_HOURS}`)
          .min(1, `must be a whole number of hours from 1 to ${MAX_WINDOW_HOURS}`)
          .max(MAX_WINDOW_HOURS, `must be a whole number of hours from 1 to ${MAX_WINDOW_HOURS}`),
        /** Per guest, for a later cancellation or a no-show. */
        feePerGuest: amount,
      })
      .optional(),
    /** Per guest, for a party of `fromPartySize` guests or more. */
    deposit: z
      .object({
        perGuest: amount,
        fromPartySize: z
          .number()
          .int(`must be a whole number of guests from ${MIN_PARTY_SIZE} to ${MAX_PARTY_SIZE}`)
          .min(MIN_PARTY_SIZE, `must be a whole number of guests from ${MIN_PARTY_SIZE} to ${MAX_PARTY_SIZE}`)
          .max(
            MAX_PARTY_SIZE,
            `must be a whole number of guests from ${MIN_PARTY_SIZE} to ${MAX_PARTY_SIZE}`,
          ),
      })
      .optional(),
  })
  .superRefine(
    (terms, context) => {
      const { currency, cancellation, deposit } = terms as Record<string, unknown>;
      if (currency === undefined && (cancellation !== undefined || deposit !== undefined))
        context.addIssue({
          code: 'custom',
          message: 'is missing: a fee or a deposit needs its currency',
          path: ['currency'],
        });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export const restaurantRecordSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes (it is part of the URL)'),
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
  // Optional, so that a catalogue written before them still builds; the check warns of each
  // record without them (catalogueWarnings), and the site then says nothing of them.
  terms: bookingTermsSchema.optional(),
  seatingAreas: distinctList(oneOf(SEATING_AREAS)).min(1, 'must name at least one area').optional(),
  dietaryOptions: distinctList(oneOf(DIETARY_OPTIONS)).optional(),
  accessibility: distinctList(oneOf(ACCESSIBILITY_FACTS)).optional(),
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
 * Ids must be unique within their list; the problem is reported at every repeat, naming the
 * record that has the id first. Runs even when records have other problems, so that one pass
 * names them all.
 */
const uniqueIds = (records: unknown, context: z.RefinementCtx<unknown>, list: 'restaurants' | 'reviews') => {
  if (!Array.isArray(records)) return;
  const firstWith = new Map<string, number>();
  records.forEach((record: { id?: unknown } | null, index) => {
    const id = record?.id;
    if (typeof id !== 'string') return;
    const first = firstWith.get(id);
    if (first === undefined) {
      firstWith.set(id, index);
      return;
    }
    context.addIssue({
      code: 'custom',
      message: `is already the id of ${NOUNS[list]} #${first + 1}`,
      path: [list, index, 'id'],
    });
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
export type BookingTerms = z.infer<typeof bookingTermsSchema>;

/** The fields a record may leave out, the site then saying nothing of them; the check warns. */
export const STATED_FIELDS = ['terms', 'seatingAreas', 'dietaryOptions', 'accessibility'] as const;

/** Whether a path into the file leads into a record of one of its lists. */
const inRecord = (path: FilePath): path is readonly ['restaurants' | 'reviews', number, ...PropertyKey[]] =>
  (path[0] === 'restaurants' || path[0] === 'reviews') && typeof path[1] === 'number';

/** The record a path leads into (`restaurants.3`), else the file's field it starts with. */
const ownerOf = (path: FilePath) => (inRecord(path) ? `${path[0]}.${path[1]}` : String(path[0] ?? ''));

/** Which record a path into the file points at, by its place in the file and its id. */
const recordName = (input: unknown, path: FilePath) => {
  if (!inRecord(path)) return 'catalogue';
  const [list, index] = path;
  const records = (input as Record<string, unknown> | null)?.[list];
  const id = Array.isArray(records) ? (records[index] as { id?: unknown } | null | undefined)?.id : undefined;
  const name = `${NOUNS[list]} #${index + 1}`;
  return typeof id === 'string' || typeof id === 'number' ? `${name} (id ${showValue(id)})` : name;
};

/**
 * The first place in each record (or top-level field) where containers nest more than MAX_DEPTH
 * deep. Walked with a stack of its own: a recursive walk, JSON.stringify among them, overflows
 * the call stack on a few thousand levels.
 */
const tooDeep = (input: unknown): FilePath[] => {
  const found = new Map<string, FilePath>();
  const stack: [unknown, FilePath][] = [[input, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value !== 'object' || value === null || found.has(ownerOf(path))) continue;
    if (path.length > MAX_DEPTH) {
      found.set(ownerOf(path), path);
      continue;
    }
    const entries: [PropertyKey, unknown][] = Array.isArray(value)
      ? value.map((child, index) => [index, child])
      : Object.entries(value);
    // Pushed last to first, so that the file is walked, and its problems named, in order.
    for (let i = entries.length - 1; i >= 0; i -= 1) stack.push([entries[i]![1], [...path, entries[i]![0]]]);
  }
  return [...found.values()];
};

/**
 * One problem as a line: the file, the record (its place and id), the field, then the message.
 * Every part printable, and any value in it cut short (showValue).
 */
const problemLine = (input: unknown, file: string, path: FilePath, message: string) => {
  // In a record, the path within it; else the file's own field.
  const field = (inRecord(path) ? path.slice(2) : path.slice(0, 1)).map(String).join('.');
  return `${printable(file)}: ${recordName(input, path)}: ${field ? `${printable(field, SHOWN_LENGTH)}: ` : ''}${printable(message)}`;
};

/**
 * Every problem of a catalogue file, one line each, naming the file, the record's place and id,
 * and the field: `catalogue/restaurants.json: restaurant #4 (id "4"): priceRange: "$$$$$" is not
 * one of …`. A value nested too deep is one problem of its record, which is not checked further.
 * Empty when the file is valid.
 */
export const catalogueProblems = (input: unknown, file: string): string[] => {
  const deep = tooDeep(input);
  const deepOwners = new Set(deep.map(ownerOf));
  const result = catalogueSchema.safeParse(input);
  const issues = result.success
    ? []
    : result.error.issues.filter((issue) => !deepOwners.has(ownerOf(issue.path)));
  return [
    ...deep.map((path) =>
      problemLine(
        input,
        file,
        // The record's field (none when the record itself is a list), or the file's.
        path.slice(0, !inRecord(path) ? 1 : typeof path[2] === 'string' ? 3 : 2),
        `is nested more than ${MAX_DEPTH} levels deep`,
      ),
    ),
    ...issues.map((issue) => {
      const value = issue.path.reduce<unknown>(
        (parent, key) => (parent as Record<PropertyKey, unknown> | null | undefined)?.[key],
        input,
      );
      const message = issue.code === 'invalid_type' && value === undefined ? 'is missing' : issue.message;
      return problemLine(input, file, issue.path, message);
    }),
  ];
};

/**
 * A line for each restaurant record that leaves out any of STATED_FIELDS: it builds and shows,
 * but its pages say nothing of them (no terms line, no accessibility claim). Printed as the
 * problems are, naming the file and the record; they do not stop the build.
 */
export const catalogueWarnings = (input: unknown, file: string): string[] => {
  const records = (input as { restaurants?: unknown } | null)?.restaurants;
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown, index) => {
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return [];
    const missing = STATED_FIELDS.filter((field) => !(field in record));
    return missing.length === 0
      ? []
      : [
          problemLine(
            input,
            file,
            ['restaurants', index],
            `warning: states no ${missing.join(', ')}; its pages will say nothing of them`,
          ),
        ];
  });
};
