import { compareByName, toSummaryRecord } from '@/data/catalogueData';
import type { RestaurantRecord } from '@/data/catalogueSchema';
import {
  CARD_BLOCK,
  CARD_DIRECTORY_BLOCKS,
  CARDS_BY_ORDINAL,
  CARDS_BY_RANK,
  type CardKinds,
  encodeOrdinals,
  encodePositions,
  encodePosting,
  FILTER_GROUP_NAMES,
  fragmentPath,
  GRAM_LENGTH,
  MANIFEST_FILE,
  ORDER_BLOCK,
  pairIndex,
  SEARCH_INDEX_VERSION,
  SEARCHED_FIELDS,
  textPosition,
  TILE_CARDS,
  TILE_DEPTH,
  TILE_SIZE,
  WORLD_BOX,
  type OptionEntry,
  type OptionGroup,
  type SearchManifest,
  type StoredOrder,
  type TextDirectory,
  type TileEntry,
  type TileFile,
  type TilePoint,
} from '@/data/search/searchIndexFormat';
import { searchedFields } from '@/data/search/searchText';

/*
 * Builds the fragments of the search index (searchIndexFormat.ts) from the catalogue's records.
 * Plain data in, bytes out: the build runs it through jiti (scripts/lib/catalogue.mjs), tests
 * as it is.
 */

/** Names a fragment after its bytes: the same bytes always give the same name. */
export type HashOf = (bytes: Uint8Array) => string;

export interface SearchIndexFiles {
  manifest: SearchManifest;
  /** Every fragment by its path, the manifest's included. */
  files: Map<string, Uint8Array>;
}

const encoder = new TextEncoder();

const OPTION_VALUES: Record<OptionGroup, (record: RestaurantRecord) => readonly string[]> = {
  cuisines: (record) => [record.cuisine],
  priceRanges: (record) => [record.priceRange],
  features: (record) => record.features,
  dietaryOptions: (record) => record.dietaryOptions ?? [],
  accessibility: (record) => record.accessibility ?? [],
  city: (record) => [record.location.city],
};

const ORDER_KEYS: Record<StoredOrder, (record: RestaurantRecord) => number> = {
  rating: (record) => -record.rating,
  popularity: (record) => -record.reviewCount,
  // Name A-Z is the tie-break itself.
  name: () => 0,
};

type Box = readonly [south: number, west: number, north: number, east: number];

interface Tile {
  points: TilePoint[];
  box: Box;
}

/**
 * Splits the points of `box` in four at its middle, until a part holds at most TILE_SIZE. The
 * cuts are the world's, not the points': a restaurant added or moved changes its own tile, or
 * splits it, and no other.
 */
const splitTiles = (points: TilePoint[], box: Box, depth = 0): Tile[] => {
  if (points.length === 0) return [];
  // Points closer together than the finest tile stay one tile, however many.
  if (points.length <= TILE_SIZE || depth === TILE_DEPTH) return [{ points, box }];
  const [south, west, north, east] = box;
  const midLat = (south + north) / 2;
  const midLng = (west + east) / 2;
  const parts: TilePoint[][] = [[], [], [], []];
  for (const point of points) parts[(point[1] < midLat ? 0 : 2) + (point[2] < midLng ? 0 : 1)]!.push(point);
  const boxes: Box[] = [
    [south, west, midLat, midLng],
    [south, midLng, midLat, east],
    [midLat, west, north, midLng],
    [midLat, midLng, north, east],
  ];
  return parts.flatMap((part, i) => splitTiles(part, boxes[i]!, depth + 1));
};

/** Steps of each axis of a tile's box on its Z-order curve. */
const Z_STEPS = 0x10000;

/** Spreads the 16 bits of `value` to the even bits of a 32-bit number. */
const spreadBits = (value: number): number => {
  let bits = value & 0xffff;
  bits = (bits | (bits << 8)) & 0x00ff00ff;
  bits = (bits | (bits << 4)) & 0x0f0f0f0f;
  bits = (bits | (bits << 2)) & 0x33333333;
  bits = (bits | (bits << 1)) & 0x55555555;
  return bits >>> 0;
};

/**
 * A tile's points along the Z-order curve of its box (ties by ordinal): a point's near
 * neighbours mostly lie in its card block, or the next.
 */
const alongZOrder = ({ points, box: [south, west, north, east] }: Tile): TilePoint[] => {
  const step = (value: number, low: number, high: number) =>
    Math.min(Z_STEPS - 1, Math.max(0, Math.floor(((value - low) / (high - low || 1)) * Z_STEPS)));
  const keyOf = ([, lat, lng]: TilePoint) =>
    ((spreadBits(step(lat, south, north)) << 1) | spreadBits(step(lng, west, east))) >>> 0;
  const keys = new Map(points.map((point) => [point, keyOf(point)]));
  return [...points].sort((a, b) => keys.get(a)! - keys.get(b)! || a[0] - b[0]);
};

/** The search index of `records`, each restaurant numbered by its place among them. */
export const buildSearchIndex = (records: readonly RestaurantRecord[], hashOf: HashOf): SearchIndexFiles => {
  const total = records.length;
  const files = new Map<string, Uint8Array>();
  const put = (kind: string, bytes: Uint8Array, extension: 'json' | 'bin'): string => {
    const hash = hashOf(bytes);
    files.set(fragmentPath(kind, hash, extension), bytes);
    return hash;
  };
  const putJson = (kind: string, value: unknown) => put(kind, encoder.encode(JSON.stringify(value)), 'json');

  const byName = records.map((_, ordinal) => ordinal).sort((a, b) => compareByName(records[a]!, records[b]!));
  const nameRank = new Int32Array(total);
  byName.forEach((ordinal, rank) => (nameRank[ordinal] = rank));

  // Text: every gram of 1 to GRAM_LENGTH characters inside one field, and where each trigram
  // starts in its field. Flat lists, as a list per occurrence spent most of a 5,000 build in the
  // collector.
  const grams = new Map<string, number[]>();
  const positions = new Map<string, number[]>();
  records.forEach((record, ordinal) => {
    const fields = searchedFields(record);
    if (fields.length > SEARCHED_FIELDS)
      throw new Error('More searched fields than a text position tells apart');
    fields.forEach((field, fieldIndex) => {
      for (let length = 1; length <= GRAM_LENGTH; length += 1) {
        for (let at = 0; at + length <= field.length; at += 1) {
          const gram = field.slice(at, at + length);
          const holders = grams.get(gram);
          if (!holders) grams.set(gram, [ordinal]);
          else if (holders.at(-1) !== ordinal) holders.push(ordinal);
          if (length === GRAM_LENGTH) {
            const position = textPosition(fieldIndex, at);
            const starts = positions.get(gram);
            if (starts) starts.push(ordinal, position);
            else positions.set(gram, [ordinal, position]);
          }
        }
      }
    });
  });
  const directories = new Map<string, TextDirectory>();
  const directoryOf = (gram: string) => {
    const first = gram[0]!;
    let directory = directories.get(first);
    if (!directory) directories.set(first, (directory = { grams: {}, positions: {} }));
    return directory;
  };
  for (const gram of [...grams.keys()].sort()) {
    directoryOf(gram).grams[gram] = put('gram', encodePosting(grams.get(gram)!), 'bin');
  }
  for (const gram of [...positions.keys()].sort()) {
    const bytes = encodePositions(positions.get(gram)!);
    directoryOf(gram).positions[gram] = [put('position', bytes, 'bin'), bytes.length];
  }
  const text = Object.fromEntries(
    [...directories.keys()].sort().map((first) => [first, putJson('text', directories.get(first))]),
  );

  // Filters and cities: one posting per option, and how many restaurants have each pair.
  const optionOrdinals = new Map<string, { group: OptionGroup; value: string; ordinals: number[] }>();
  records.forEach((record, ordinal) => {
    for (const group of [...FILTER_GROUP_NAMES, 'city'] as const) {
      for (const value of OPTION_VALUES[group](record)) {
        const key = JSON.stringify([group, value]);
        const option = optionOrdinals.get(key);
        if (option) option.ordinals.push(ordinal);
        else optionOrdinals.set(key, { group, value, ordinals: [ordinal] });
      }
    }
  });
  const optionList = [...optionOrdinals.values()].sort(
    (a, b) => a.group.localeCompare(b.group, 'en') || a.value.localeCompare(b.value, 'en'),
  );
  const options: OptionEntry[] = optionList.map(({ group, value, ordinals }) => [
    group,
    value,
    ordinals.length,
    put('option', encodePosting(ordinals), 'bin'),
  ]);
  const optionsOf = records.map(() => [] as number[]);
  optionList.forEach(({ ordinals }, index) => ordinals.forEach((ordinal) => optionsOf[ordinal]!.push(index)));
  const size = optionList.length;
  const pairs = new Array<number>((size * (size - 1)) / 2).fill(0);
  for (const held of optionsOf) {
    for (let a = 0; a < held.length; a += 1) {
      for (let b = a + 1; b < held.length; b += 1) pairs[pairIndex(size, held[a]!, held[b]!)]! += 1;
    }
  }

  // Cards: the summaries CARD_BLOCK a file, named by a directory per ORDER_BLOCK; in ordinal
  // order, and in each order's ranks.
  const summaries = records.map(toSummaryRecord);
  const cardBlocks = (kind: string, ordinals: readonly number[]): string[] => {
    const blocks: string[] = [];
    for (let start = 0; start < ordinals.length; start += CARD_BLOCK) {
      const block = ordinals.slice(start, start + CARD_BLOCK).map((ordinal) => summaries[ordinal]!);
      blocks.push(putJson(kind, block));
    }
    return blocks;
  };
  const cardDirectories = (kinds: CardKinds, ordinals: readonly number[]): string[] => {
    const blocks = cardBlocks(kinds.block, ordinals);
    const directories: string[] = [];
    for (let start = 0; start < blocks.length; start += CARD_DIRECTORY_BLOCKS) {
      directories.push(putJson(kinds.directory, blocks.slice(start, start + CARD_DIRECTORY_BLOCKS)));
    }
    return directories;
  };
  const cards = cardDirectories(
    CARDS_BY_ORDINAL,
    records.map((_, ordinal) => ordinal),
  );

  // Orders: ranks to ordinals, ties in Name A-Z, in blocks; and their first ranks' cards in rank order.
  const orders = {} as Record<StoredOrder, string[]>;
  const orderCards = {} as Record<StoredOrder, string>;
  for (const order of Object.keys(ORDER_KEYS) as StoredOrder[]) {
    const keyOf = ORDER_KEYS[order];
    const keys = records.map(keyOf);
    const ranked = [...byName].sort((a, b) => keys[a]! - keys[b]! || nameRank[a]! - nameRank[b]!);
    orders[order] = [];
    for (let start = 0; start < total; start += ORDER_BLOCK) {
      orders[order].push(put('order', encodeOrdinals(ranked.slice(start, start + ORDER_BLOCK)), 'bin'));
    }
    orderCards[order] = cardDirectories(CARDS_BY_RANK, ranked.slice(0, ORDER_BLOCK))[0]!;
  }

  // Map tiles, each with the box its restaurants lie in, and its cards.
  const points = records.map(({ location: { coordinates } }, ordinal): TilePoint => [
    ordinal,
    coordinates.lat,
    coordinates.lng,
  ]);
  const tileEntries = splitTiles(points, WORLD_BOX).map((tile): TileEntry => {
    const ordered = alongZOrder(tile);
    const lats = ordered.map(([, lat]) => lat);
    const lngs = ordered.map(([, , lng]) => lng);
    const file: TileFile = {
      points: ordered,
      cards: cardBlocks(
        TILE_CARDS,
        ordered.map(([ordinal]) => ordinal),
      ),
    };
    return [
      Math.min(...lats),
      Math.min(...lngs),
      Math.max(...lats),
      Math.max(...lngs),
      putJson('tile', file),
    ];
  });
  const tiles = putJson('tiles', tileEntries);

  const manifest: SearchManifest = {
    version: SEARCH_INDEX_VERSION,
    total,
    options,
    pairs,
    text,
    firstGrams: Object.fromEntries(
      [...directories.keys()].sort().flatMap((first) => {
        const hash = directories.get(first)!.grams[first];
        return hash === undefined ? [] : [[first, hash]];
      }),
    ),
    orders,
    cards,
    orderCards,
    tiles,
  };
  files.set(MANIFEST_FILE, encoder.encode(JSON.stringify(manifest)));
  return { manifest, files };
};
