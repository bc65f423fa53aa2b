/*
 * The search index of a large catalogue, in fragments (docs/decisions.md, "Search at OpenTable's
 * size"): what the build writes (buildSearchIndex.ts) and the search reads (searchEngine.ts).
 * Restaurants are numbered by their place in the catalogue file (their ordinal), which an edit
 * of one restaurant, or one added at the end, does not change; every fragment but the manifest
 * is named after a hash of its bytes, so such an edit rewrites only the fragments whose bytes
 * hold that restaurant, and those of the ranks it passes in an order (its blocks, and the first
 * ranks' cards: `orderCards`), and its map tile with that tile's cards. Nothing in a fragment
 * depends on the other restaurants' names or on the catalogue's size: a text position counts
 * within its own field, a bitmap ends at its last ordinal, map tiles are cut on a fixed grid and
 * hold no rank.
 */

export const SEARCH_INDEX_VERSION = 4;

/** The one fragment with a fixed name: it names every other. */
export const MANIFEST_FILE = 'manifest.json';

/** Ordinals per block of an order (rank → ordinal), and per card directory. */
export const ORDER_BLOCK = 1024;
/** Cards (summaries) per card block. */
export const CARD_BLOCK = 16;
/** Card blocks named by one card directory. */
export const CARD_DIRECTORY_BLOCKS = ORDER_BLOCK / CARD_BLOCK;
/** The fragments' kinds (their folders) of a card block and of a directory of them. */
export interface CardKinds {
  block: string;
  directory: string;
}
/** The cards in ordinal order (the manifest's `cards`). */
export const CARDS_BY_ORDINAL: CardKinds = { block: 'cards', directory: 'card-directory' };
/** The cards in an order's ranks (the manifest's `orderCards`). */
export const CARDS_BY_RANK: CardKinds = { block: 'order-cards', directory: 'order-card-directory' };
/** The fragments' kind of a map tile's card block: the tile names its blocks (TileFile). */
export const TILE_CARDS = 'tile-cards';
/**
 * Restaurants per map tile at most (Near Me reads the tiles nearest the diner), unless they lie
 * closer together than a tile of TILE_DEPTH halvings of the world can tell apart.
 */
export const TILE_SIZE = 256;
/** How many times the world's box is halved, both ways, at most, for a tile. */
export const TILE_DEPTH = 40;
/** The box the tiles are cut from: (south, west, north, east), halved at its middle each time. */
export const WORLD_BOX = [-90, -180, 90, 180] as const;
/** The longest text gram with a posting of its own: a query up to this long is one fragment. */
export const GRAM_LENGTH = 3;

/**
 * The filter groups, as the home list's Filters menu has them, and how the values ticked in one
 * group combine: any of them, or all of them (docs/product.md#search-filters-and-sort). `city`
 * is the Location menu's choice.
 */
export const FILTER_GROUPS = {
  cuisines: 'any',
  priceRanges: 'any',
  features: 'any',
  dietaryOptions: 'all',
  accessibility: 'all',
} as const;
export type FilterGroup = keyof typeof FILTER_GROUPS;
export const FILTER_GROUP_NAMES = Object.keys(FILTER_GROUPS) as FilterGroup[];
export type OptionGroup = FilterGroup | 'city';

/** The orders kept as rank → ordinal blocks; Nearest reads the map tiles instead. */
export const STORED_ORDERS = ['rating', 'popularity', 'name'] as const;
export type StoredOrder = (typeof STORED_ORDERS)[number];

/** An option: its group, its value, how many restaurants have it, and its posting's file. */
export type OptionEntry = [group: OptionGroup, value: string, count: number, file: string];

export interface SearchManifest {
  version: typeof SEARCH_INDEX_VERSION;
  total: number;
  /** Every option of every group, the cities' too. */
  options: OptionEntry[];
  /**
   * How many restaurants have both options i < j (indexes into `options`), row by row: the
   * counts next to the options when at most one is ticked come from here, with no fragment.
   */
  pairs: number[];
  /** The text directory of each first character of a gram. */
  text: Record<string, string>;
  /** The posting of each one-character gram: the first key needs no directory. */
  firstGrams: Record<string, string>;
  /** Each order's blocks of ORDER_BLOCK ordinals, best rank first. */
  orders: Record<StoredOrder, string[]>;
  /** One card directory per ORDER_BLOCK ordinals. */
  cards: string[];
  /**
   * The cards of each order's first ORDER_BLOCK ranks again, in rank order: the directory of
   * their blocks (CARD_BLOCK a file). A page there lies in one or two blocks, where by ordinal
   * its 12 cards lie in 12. Only the first ranks, which most pages read: an edit moves a
   * restaurant's rank, and rewrites the blocks of every rank it passes (at most this one
   * directory's 64 per order, wherever in the catalogue it moves).
   */
  orderCards: Record<StoredOrder, string>;
  /** The map tiles' directory. */
  tiles: string;
}

/** A text directory: the posting of each gram (`grams`) and the positional posting of each trigram (`positions`). */
export interface TextDirectory {
  grams: Record<string, string>;
  /** Each trigram's positional posting: its file, and its size in bytes (to choose the cheapest). */
  positions: Record<string, [file: string, bytes: number]>;
}

/** A map tile in its directory: the box its restaurants lie in (south, west, north, east), and its file. */
export type TileEntry = [south: number, west: number, north: number, east: number, file: string];

/** A restaurant in a map tile: its ordinal and coordinates. */
export type TilePoint = [ordinal: number, lat: number, lng: number];

/**
 * A map tile: its restaurants, along a Z-order curve of the tile's box (restaurants near one
 * another lie near one another in it), and their cards in that order, CARD_BLOCK a block
 * (TILE_CARDS). Near Me's page then lies in a few blocks the tiles it read name, where by ordinal
 * its 12 cards lie in 12, behind their directories.
 */
export interface TileFile {
  points: TilePoint[];
  cards: string[];
}

/**
 * How many fields a text position tells apart (searchText.ts's searchedFields: name, cuisine,
 * description): a trigram at `offset` in field `field` is at `offset * SEARCHED_FIELDS + field`.
 * A position then moves only when its own field changes, and two trigrams of one query lie
 * `SEARCHED_FIELDS` apart per character, in the same field.
 */
export const SEARCHED_FIELDS = 3;

export const textPosition = (field: number, offset: number): number => offset * SEARCHED_FIELDS + field;

/** The index of the pair count of options i and j (i ≠ j) in `pairs`. */
export const pairIndex = (size: number, i: number, j: number): number => {
  const [a, b] = i < j ? [i, j] : [j, i];
  return (a * (2 * size - a - 1)) / 2 + (b - a - 1);
};

// Postings: sorted ordinals, written as delta varints or as a bitmap up to the last ordinal,
// whichever is smaller: neither depends on the catalogue's size.
const VARINTS = 0;
const BITMAP = 1;

const pushVarint = (out: number[], value: number) => {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
};

/** The varints of `bytes` from `start`. */
const readVarints = (bytes: Uint8Array, start: number): number[] => {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (let i = start; i < bytes.length; i += 1) {
    const byte = bytes[i]!;
    value += (byte & 0x7f) * scale;
    if (byte & 0x80) scale *= 0x80;
    else {
      values.push(value);
      value = 0;
      scale = 1;
    }
  }
  return values;
};

/** A posting of the ordinals (sorted ascending). */
export const encodePosting = (ordinals: readonly number[]): Uint8Array => {
  const varints: number[] = [VARINTS];
  let previous = -1;
  for (const ordinal of ordinals) {
    pushVarint(varints, ordinal - previous - 1);
    previous = ordinal;
  }
  // The kind's byte, then bytes up to the one holding the last ordinal.
  const bitmapLength = 2 + (previous >> 3);
  if (varints.length <= bitmapLength) return Uint8Array.from(varints);
  const bitmap = new Uint8Array(bitmapLength);
  bitmap[0] = BITMAP;
  for (const ordinal of ordinals) bitmap[1 + (ordinal >> 3)]! |= 1 << (ordinal & 7);
  return bitmap;
};

/** A set of ordinals out of `total`, one bit each. */
export type Bits = Uint32Array;

export const emptyBits = (total: number): Bits => new Uint32Array(Math.ceil(total / 32));

export const allBits = (total: number): Bits => {
  const bits = emptyBits(total).fill(0xffffffff);
  if (total % 32 !== 0) bits[bits.length - 1] = (2 ** (total % 32) - 1) >>> 0;
  return bits;
};

export const hasBit = (bits: Bits, ordinal: number): boolean =>
  ((bits[ordinal >>> 5]! >>> (ordinal & 31)) & 1) === 1;

export const setBit = (bits: Bits, ordinal: number): void => {
  bits[ordinal >>> 5]! |= 1 << (ordinal & 31);
};

export const andBits = (a: Bits, b: Bits): Bits => a.map((word, i) => word & b[i]!);
export const orBits = (a: Bits, b: Bits): Bits => a.map((word, i) => word | b[i]!);

export const countBits = (bits: Bits): number => {
  let count = 0;
  for (const word of bits) {
    let x = word - ((word >>> 1) & 0x55555555);
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
};

/** The ordinals of a posting, as bits out of `total`. */
export const decodePosting = (bytes: Uint8Array, total: number): Bits => {
  const bits = emptyBits(total);
  if (bytes[0] === BITMAP) {
    const end = Math.min(total, (bytes.length - 1) * 8);
    for (let ordinal = 0; ordinal < end; ordinal += 1) {
      if ((bytes[1 + (ordinal >> 3)]! >> (ordinal & 7)) & 1) setBit(bits, ordinal);
    }
    return bits;
  }
  let ordinal = -1;
  for (const delta of readVarints(bytes, 1)) {
    ordinal += delta + 1;
    setBit(bits, ordinal);
  }
  return bits;
};

/**
 * A trigram's positional posting: for each restaurant holding it (ordinals ascending), where
 * it starts in the restaurant's searched fields (textPosition). Varints:
 * ordinal delta, how many positions, then the positions ascending, as deltas. Written from pairs
 * (ordinal, position), ordinals ascending, each one's pairs together.
 */
export const encodePositions = (pairs: readonly number[]): Uint8Array => {
  const out: number[] = [];
  let previous = -1;
  for (let i = 0; i < pairs.length;) {
    const ordinal = pairs[i]!;
    let count = 0;
    while (i + 2 * count < pairs.length && pairs[i + 2 * count] === ordinal) count += 1;
    pushVarint(out, ordinal - previous - 1);
    previous = ordinal;
    pushVarint(out, count);
    // A field's positions come after the previous field's, but interleave with them (textPosition).
    const starts =
      count === 1
        ? [pairs[i + 1]!]
        : Array.from({ length: count }, (_, k) => pairs[i + 2 * k + 1]!).sort((a, b) => a - b);
    let at = -1;
    for (const position of starts) {
      pushVarint(out, position - at - 1);
      at = position;
    }
    i += 2 * count;
  }
  return Uint8Array.from(out);
};

export const decodePositions = (bytes: Uint8Array): Map<number, number[]> => {
  const values = readVarints(bytes, 0);
  const entries = new Map<number, number[]>();
  let ordinal = -1;
  for (let i = 0; i < values.length;) {
    ordinal += values[i]! + 1;
    const count = values[i + 1]!;
    const positions: number[] = [];
    let at = -1;
    for (let k = 0; k < count; k += 1) {
      at += values[i + 2 + k]! + 1;
      positions.push(at);
    }
    entries.set(ordinal, positions);
    i += 2 + count;
  }
  return entries;
};

/** A block of an order: ordinals as little-endian 32-bit integers. */
export const encodeOrdinals = (ordinals: readonly number[]): Uint8Array => {
  const bytes = new Uint8Array(ordinals.length * 4);
  const view = new DataView(bytes.buffer);
  ordinals.forEach((ordinal, i) => view.setUint32(i * 4, ordinal, true));
  return bytes;
};

export const decodeOrdinals = (bytes: Uint8Array): number[] => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return Array.from({ length: bytes.byteLength / 4 }, (_, i) => view.getUint32(i * 4, true));
};

/**
 * Which of a query's trigrams to read (their offsets, the query's trigram at offset i weighing
 * `weights[i]`): the lightest set that covers every character of the query, the first and the
 * last trigram and no gap of more than GRAM_LENGTH between two. A restaurant whose text has
 * each of them at the same distance from one start holds the whole query there.
 */
export const cheapestCovering = (weights: readonly number[]): number[] => {
  const last = weights.length - 1;
  const cost: number[] = [];
  const before: number[] = [];
  weights.forEach((weight, offset) => {
    if (offset === 0) {
      cost.push(weight);
      before.push(-1);
      return;
    }
    let best = -1;
    for (let previous = Math.max(0, offset - GRAM_LENGTH); previous < offset; previous += 1) {
      if (best === -1 || cost[previous]! < cost[best]!) best = previous;
    }
    cost.push(cost[best]! + weight);
    before.push(best);
  });
  const offsets: number[] = [];
  for (let offset = last; offset !== -1; offset = before[offset]!) offsets.unshift(offset);
  return offsets;
};

/** A fragment's path from its kind and hash. */
export const fragmentPath = (kind: string, hash: string, extension: 'json' | 'bin') =>
  `${kind}/${hash}.${extension}`;
