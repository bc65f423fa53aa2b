import { compareByName, type RestaurantSummaryRecord } from '@/data/catalogueData';
import { distanceKm, type GeoPoint } from '@/lib/geo';
import {
  SearchUnavailable,
  type CatalogueSearch,
  type OptionCounts,
  type SearchAnswer,
  type SearchQuery,
} from './catalogueSearch';
import {
  allBits,
  andBits,
  CARD_BLOCK,
  CARD_DIRECTORY_BLOCKS,
  CARDS_BY_ORDINAL,
  CARDS_BY_RANK,
  countBits,
  cheapestCovering,
  decodeOrdinals,
  decodePositions,
  decodePosting,
  emptyBits,
  FILTER_GROUP_NAMES,
  FILTER_GROUPS,
  fragmentPath,
  GRAM_LENGTH,
  hasBit,
  MANIFEST_FILE,
  ORDER_BLOCK,
  orBits,
  pairIndex,
  SEARCH_INDEX_VERSION,
  SEARCHED_FIELDS,
  setBit,
  STORED_ORDERS,
  type Bits,
  type CardKinds,
  type FilterGroup,
  type OptionGroup,
  type SearchManifest,
  type StoredOrder,
  type TextDirectory,
  TILE_CARDS,
  type TileEntry,
  type TileFile,
} from './searchIndexFormat';
import { foldForSearch } from './searchText';

import type { FetchFragment } from './fetchFragment';

export type { FetchFragment } from './fetchFragment';

const decoder = new TextDecoder();

/**
 * A list this short that ends on the page asked for is sorted from its cards (allSorted): its
 * cards are few, where a rare match's place in an order can take many order blocks to find.
 */
const SMALL_LIST = 48;

/**
 * Up to this many card directories (ORDER_BLOCK restaurants each), every one is fetched with the
 * first fragments, so that a page's cards are one round trip after its ordinals are known. Past
 * it (a catalogue of more than 8,192) they come with `prepare`, on an idle page; an answer asked
 * before fetches the directories it needs, then its cards.
 */
const DIRECTORIES_AHEAD = 8;

/** Map tiles read at once for Nearest at first: the diner's tile and its neighbours, mostly. */
const TILES_AT_ONCE = 4;

/** A restaurant a map tile holds, its distance from the diner, and where its card lies: its place in the tile. */
interface Nearby {
  ordinal: number;
  distance: number;
  tile: TileFile;
  place: number;
}

/**
 * A lower bound of the distance from `point` to any point of `box`: to the box's nearest point in
 * degrees, less 1 %, as the haversine over a box of a city's size differs from that by far less.
 */
const boxDistanceKm = (point: GeoPoint, [south, west, north, east]: TileEntry): number =>
  0.99 *
  distanceKm(point, {
    lat: Math.min(Math.max(point.lat, south), north),
    lng: Math.min(Math.max(point.lng, west), east),
  });

/**
 * The home list's search over the index's fragments (searchIndexFormat.ts): each answer fetches
 * only the fragments it needs, and keeps them for the next. Matches the list's rules
 * (docs/product.md#search-filters-and-sort) exactly: the text is a substring of one searched
 * field, case and accents ignored; groups combine with AND, each with any or all of its ticks.
 */
export class SearchEngine implements CatalogueSearch {
  private readonly fragments = new Map<string, Promise<Uint8Array>>();
  private readonly decoded = new Map<string, Promise<unknown>>();
  /** The answers being worked out: what `prepare` fetches ahead waits for them. */
  private readonly answering = new Set<Promise<SearchAnswer>>();

  constructor(private readonly fetchFragment: FetchFragment) {}

  /** A fragment's bytes, fetched once; a failed fetch is forgotten, so Try again fetches it anew. */
  private bytes(path: string): Promise<Uint8Array> {
    let pending = this.fragments.get(path);
    if (!pending) {
      pending = this.fetchFragment(path).catch((error: unknown) => {
        this.fragments.delete(path);
        throw error instanceof SearchUnavailable
          ? error
          : new SearchUnavailable(`Part of the search index (${path}) could not be loaded`);
      });
      this.fragments.set(path, pending);
    }
    return pending;
  }

  /**
   * A fragment read once into what `read` makes of it: answers asking for it together (a page's
   * cards in one block) wait for the one reading; a failed one is forgotten, as its bytes are.
   */
  private read<T>(path: string, read: (bytes: Uint8Array) => T): Promise<T> {
    let pending = this.decoded.get(path) as Promise<T> | undefined;
    if (!pending) {
      pending = this.bytes(path).then(read);
      this.decoded.set(path, pending);
      pending.catch(() => this.decoded.delete(path));
    }
    return pending;
  }

  private json<T>(kind: string, hash: string): Promise<T> {
    return this.read(fragmentPath(kind, hash, 'json'), (bytes) => JSON.parse(decoder.decode(bytes)) as T);
  }

  async manifest(): Promise<SearchManifest> {
    const manifest = await this.read(
      MANIFEST_FILE,
      (bytes) => JSON.parse(decoder.decode(bytes)) as SearchManifest,
    );
    if (manifest.version !== SEARCH_INDEX_VERSION) {
      throw new SearchUnavailable('The search index is not in a format this version of the site reads');
    }
    return manifest;
  }

  /**
   * The manifest, and ahead of the first answer what most answers read after their postings: the
   * default order's first block, the card directories and the map tiles' directory (each a round
   * trip less for the answer that needs it). Over more than DIRECTORIES_AHEAD directories (a
   * catalogue of more than 8,192), the directories, the tiles' directory and the other orders'
   * first blocks are fetched once the answers being worked out are in (a key typed before the
   * page's script ran comes first on a slow line): about 45 KB at 60,000 restaurants, for a
   * tick, a sort, Show more or Near Me a round trip shorter.
   */
  async prepare(): Promise<void> {
    const manifest = await this.manifest();
    this.orderBlockAhead(manifest, 'rating');
    if (manifest.cards.length <= DIRECTORIES_AHEAD) {
      this.directoriesAhead(manifest);
      this.ahead(this.tileDirectory(manifest));
      return;
    }
    void Promise.allSettled(this.answering).then(() => {
      for (const hash of manifest.cards) this.ahead(this.json<string[]>(CARDS_BY_ORDINAL.directory, hash));
      for (const order of STORED_ORDERS) this.orderBlockAhead(manifest, order);
      this.ahead(this.tileDirectory(manifest));
    });
  }

  private orderBlock(hash: string): Promise<number[]> {
    return this.read(fragmentPath('order', hash, 'bin'), decodeOrdinals);
  }

  /** An order's first block, with the directory of its ranks' cards: a page there reads both. */
  private orderBlockAhead(manifest: SearchManifest, order: StoredOrder): void {
    const first = manifest.orders[order][0];
    if (first === undefined) return;
    this.ahead(this.orderBlock(first));
    this.ahead(this.json<string[]>(CARDS_BY_RANK.directory, manifest.orderCards[order]));
  }

  private directoriesAhead(manifest: SearchManifest): void {
    if (manifest.cards.length > DIRECTORIES_AHEAD) return;
    for (const hash of manifest.cards) this.ahead(this.json<string[]>(CARDS_BY_ORDINAL.directory, hash));
  }

  private tileDirectory(manifest: SearchManifest): Promise<TileEntry[]> {
    return this.json<TileEntry[]>('tiles', manifest.tiles);
  }

  /** A fetch ahead of need: if it fails, the answer that needs it fetches it again and says so. */
  private ahead(pending: Promise<unknown>): void {
    pending.catch(() => undefined);
  }

  private posting(kind: 'gram' | 'option', hash: string, total: number): Promise<Bits> {
    return this.read(fragmentPath(kind, hash, 'bin'), (bytes) => decodePosting(bytes, total));
  }

  private async textDirectory(manifest: SearchManifest, gram: string): Promise<TextDirectory | null> {
    const hash = Object.hasOwn(manifest.text, gram[0]!) ? manifest.text[gram[0]!] : undefined;
    return hash === undefined ? null : this.json<TextDirectory>('text', hash);
  }

  /** The restaurants whose searched text holds `text`, or null for every restaurant (no text). */
  private async textMatches(manifest: SearchManifest, text: string): Promise<Bits | null> {
    const query = foldForSearch(text.trim());
    if (query === '') return null;
    const none = emptyBits(manifest.total);
    if (query.length === 1) {
      // The next key's grams are in this character's directory: fetched meanwhile.
      this.ahead(this.textDirectory(manifest, query));
      const hash = Object.hasOwn(manifest.firstGrams, query) ? manifest.firstGrams[query] : undefined;
      return hash === undefined ? none : this.posting('gram', hash, manifest.total);
    }
    if (query.length <= GRAM_LENGTH) {
      const directory = await this.textDirectory(manifest, query);
      const hash = directory && Object.hasOwn(directory.grams, query) ? directory.grams[query] : undefined;
      return hash === undefined ? none : this.posting('gram', hash, manifest.total);
    }
    // A query of up to 6 characters has one lightest covering, whatever the sizes: 0, 3… and
    // the last trigram. A longer one reads every trigram's directory, for the sizes to choose by.
    const trigrams = Array.from({ length: query.length - GRAM_LENGTH + 1 }, (_, offset) =>
      query.slice(offset, offset + GRAM_LENGTH),
    );
    const choosing = query.length > 2 * GRAM_LENGTH;
    const entries = await Promise.all(
      trigrams.map(async (gram, offset) => {
        if (!choosing && offset % GRAM_LENGTH !== 0 && offset !== trigrams.length - 1) return undefined;
        const directory = await this.textDirectory(manifest, gram);
        return directory && Object.hasOwn(directory.positions, gram) ? directory.positions[gram]! : null;
      }),
    );
    // A trigram no restaurant has: no restaurant holds the query.
    if (entries.includes(null)) return none;
    const offsets = cheapestCovering(entries.map((entry) => entry?.[1] ?? Infinity));
    const postings = await Promise.all(
      offsets.map((offset) =>
        this.read(fragmentPath('position', entries[offset]![0], 'bin'), decodePositions),
      ),
    );
    const [first, ...others] = postings;
    const found = emptyBits(manifest.total);
    for (const [ordinal, starts] of first!) {
      // In the same field, each character one position further on (textPosition).
      const holds = starts.some((start) =>
        others.every(
          (posting, i) => posting.get(ordinal)?.includes(start + offsets[i + 1]! * SEARCHED_FIELDS) ?? false,
        ),
      );
      if (holds) setBit(found, ordinal);
    }
    return found;
  }

  private optionIndex(manifest: SearchManifest, group: OptionGroup, value: string): number {
    return manifest.options.findIndex(([g, v]) => g === group && v === value);
  }

  private async option(manifest: SearchManifest, group: OptionGroup, value: string): Promise<Bits> {
    const index = this.optionIndex(manifest, group, value);
    return index === -1
      ? emptyBits(manifest.total)
      : this.posting('option', manifest.options[index]![3], manifest.total);
  }

  /** The restaurants a group's ticks let through (any or all of them), or null for every one. */
  private async groupMatches(
    manifest: SearchManifest,
    group: FilterGroup,
    values: readonly string[],
  ): Promise<Bits | null> {
    if (values.length === 0) return null;
    const postings = await Promise.all(values.map((value) => this.option(manifest, group, value)));
    return postings.reduce(FILTER_GROUPS[group] === 'any' ? orBits : andBits);
  }

  query(query: SearchQuery): Promise<SearchAnswer> {
    const answer = this.answer(query);
    this.answering.add(answer);
    const done = () => this.answering.delete(answer);
    answer.then(done, done);
    return answer;
  }

  private async answer(query: SearchQuery): Promise<SearchAnswer> {
    const manifest = await this.manifest();
    // What the page will read after the postings, fetched with them rather than after them.
    if (query.order === 'nearest' && query.near !== null) this.ahead(this.tileDirectory(manifest));
    else this.orderBlockAhead(manifest, query.order === 'nearest' ? 'rating' : query.order);
    this.directoriesAhead(manifest);
    const [text, city, ...groups] = await Promise.all([
      this.textMatches(manifest, query.text),
      query.city === null ? null : this.option(manifest, 'city', query.city),
      ...FILTER_GROUP_NAMES.map((group) => this.groupMatches(manifest, group, query.filters[group])),
    ]);
    const parts = [text, city, ...groups].filter((bits): bits is Bits => bits !== null);
    const matches = parts.length === 0 ? allBits(manifest.total) : parts.reduce(andBits);
    const want = query.offset + query.limit;
    const total = countBits(matches);
    const [cards, optionCounts] = await Promise.all([
      total <= want && total <= SMALL_LIST
        ? this.allSorted(manifest, matches, query)
        : this.page(manifest, matches, query, want),
      query.optionCounts ? this.optionCounts(manifest, query, text, city, groups) : undefined,
    ]);
    return {
      total,
      ids: cards.map(({ id }) => id),
      cards,
      ...(optionCounts && { optionCounts }),
    };
  }

  /** The page of a list longer than what was asked for: its order's blocks or tiles read as far as needed. */
  private async page(manifest: SearchManifest, matches: Bits, query: SearchQuery, want: number) {
    if (query.order === 'nearest' && query.near !== null) {
      const nearby = await this.nearest(manifest, matches, query.near, want);
      return Promise.all(nearby.slice(query.offset, want).map((near) => this.tileCard(near)));
    }
    const order = query.order === 'nearest' ? 'rating' : query.order;
    const found = await this.ranked(manifest, matches, order, want);
    // A card among the order's first ranks is read from its cards in rank order, any other by its ordinal.
    return Promise.all(
      found
        .slice(query.offset, want)
        .map(({ rank, ordinal }) =>
          rank < ORDER_BLOCK
            ? this.card(CARDS_BY_RANK, [manifest.orderCards[order]], rank)
            : this.card(CARDS_BY_ORDINAL, manifest.cards, ordinal),
        ),
    );
  }

  /**
   * The page of a list that ends on it: every match's card is needed anyway, so they are sorted
   * by what the cards say, with no order block or tile (a rare text over 60,000 restaurants read
   * every rating block for one match). Ties in Name A-Z, as the order blocks break them.
   */
  private async allSorted(manifest: SearchManifest, matches: Bits, query: SearchQuery) {
    const ordinals: number[] = [];
    for (let ordinal = 0; ordinal < manifest.total; ordinal += 1)
      if (hasBit(matches, ordinal)) ordinals.push(ordinal);
    const cards = await this.cards(manifest, ordinals);
    const { near } = query;
    const keyOf = (card: RestaurantSummaryRecord): number => {
      if (query.order === 'popularity') return -card.reviewCount;
      if (query.order === 'name') return 0;
      if (query.order === 'nearest' && near !== null) return distanceKm(near, card.location.coordinates);
      return -card.rating;
    };
    const keyed = cards.map((card) => ({ card, key: keyOf(card) }));
    keyed.sort((a, b) => a.key - b.key || compareByName(a.card, b.card));
    return keyed.slice(query.offset).map(({ card }) => card);
  }

  /**
   * The first `want` matches in a stored order, with their ranks: its blocks read until they are
   * found, as many at once as the matches' share of the catalogue says the rest will take (a
   * quarter more, as they do not spread evenly), rather than one round trip per block.
   */
  private async ranked(manifest: SearchManifest, matches: Bits, order: StoredOrder, want: number) {
    const found: { rank: number; ordinal: number }[] = [];
    const remaining = countBits(matches);
    const needed = Math.min(want, remaining);
    const hashes = manifest.orders[order];
    const perBlock = (remaining / manifest.total) * ORDER_BLOCK;
    let next = 0;
    while (found.length < needed && next < hashes.length) {
      const count = Math.max(1, Math.ceil(((needed - found.length) / perBlock) * 1.25));
      const first = next;
      const blocks = await Promise.all(
        hashes.slice(first, first + count).map((hash) => this.orderBlock(hash)),
      );
      next += count;
      blocks.forEach((block, i) => {
        block.forEach((ordinal, offset) => {
          if (found.length < want && hasBit(matches, ordinal))
            found.push({ rank: (first + i) * ORDER_BLOCK + offset, ordinal });
        });
      });
    }
    return found;
  }

  /**
   * The first `want` matches nearest to `near` (ties in Name A-Z): the tiles read nearest first,
   * until the next one lies farther than the last match wanted.
   */
  private async nearest(
    manifest: SearchManifest,
    matches: Bits,
    near: GeoPoint,
    want: number,
  ): Promise<Nearby[]> {
    const tiles = (await this.tileDirectory(manifest))
      .map((tile) => ({ tile, distance: boxDistanceKm(near, tile) }))
      .sort((a, b) => a.distance - b.distance);
    const wanted = Math.min(want, countBits(matches));
    const found: Nearby[] = [];
    // Read together: the nearest few tiles first; then every tile nearer than the last match
    // wanted so far, which the next round cannot make nearer.
    let next = 0;
    while (next < tiles.length) {
      const enough = found.length >= wanted;
      if (enough && (wanted === 0 || tiles[next]!.distance > found[wanted - 1]!.distance)) break;
      let end = next + 1;
      if (!enough) end = Math.min(tiles.length, next + TILES_AT_ONCE);
      else {
        const bound = found[wanted - 1]!.distance;
        while (end < tiles.length && tiles[end]!.distance <= bound) end += 1;
      }
      const files = await Promise.all(
        tiles.slice(next, end).map(({ tile }) => this.json<TileFile>('tile', tile[4])),
      );
      next = end;
      for (const tile of files) {
        tile.points.forEach(([ordinal, lat, lng], place) => {
          if (hasBit(matches, ordinal))
            found.push({ ordinal, distance: distanceKm(near, { lat, lng }), tile, place });
        });
      }
      found.sort((a, b) => a.distance - b.distance);
    }
    return this.tiesByName(found, want);
  }

  /**
   * The first `want` of `found` (sorted by distance), restaurants at the same distance in Name
   * A-Z: only tied ones' cards are read for their names, as ties are rare (one address), from
   * the blocks the page's own cards lie in, mostly.
   */
  private async tiesByName(found: readonly Nearby[], want: number): Promise<Nearby[]> {
    const groups: Nearby[][] = [];
    for (let start = 0; start < Math.min(want, found.length);) {
      let end = start + 1;
      while (end < found.length && found[end]!.distance === found[start]!.distance) end += 1;
      groups.push(found.slice(start, end));
      start = end;
    }
    if (groups.every((group) => group.length === 1)) return groups.flat().slice(0, want);
    const tied = groups.flat();
    const cards = await Promise.all(tied.map((near) => this.tileCard(near)));
    const cardOf = new Map(tied.map((near, i) => [near, cards[i]!]));
    return groups
      .flatMap((group) => group.sort((a, b) => compareByName(cardOf.get(a)!, cardOf.get(b)!)))
      .slice(0, want);
  }

  /** The summary of a restaurant a map tile holds, from the tile's card blocks. */
  private async tileCard({ tile, place }: Nearby): Promise<RestaurantSummaryRecord> {
    const cards = await this.json<RestaurantSummaryRecord[]>(
      TILE_CARDS,
      tile.cards[Math.floor(place / CARD_BLOCK)]!,
    );
    return cards[place % CARD_BLOCK]!;
  }

  /** The summaries of `ordinals`, in their order. */
  private cards(manifest: SearchManifest, ordinals: number[]): Promise<RestaurantSummaryRecord[]> {
    return Promise.all(ordinals.map((ordinal) => this.card(CARDS_BY_ORDINAL, manifest.cards, ordinal)));
  }

  /** The summary at `place` (an ordinal, or a rank of an order) of the cards `directories` name. */
  private async card(
    kinds: CardKinds,
    directories: readonly string[],
    place: number,
  ): Promise<RestaurantSummaryRecord> {
    const block = Math.floor(place / CARD_BLOCK);
    const directory = await this.json<string[]>(
      kinds.directory,
      directories[Math.floor(block / CARD_DIRECTORY_BLOCKS)]!,
    );
    const cards = await this.json<RestaurantSummaryRecord[]>(
      kinds.block,
      directory[block % CARD_DIRECTORY_BLOCKS]!,
    );
    return cards[place % CARD_BLOCK]!;
  }

  /**
   * For each option, how many restaurants the list would hold with it also ticked: in an any-of
   * group, those with a tick of the group or this option; in an all-of group, those with every
   * tick and this option. With no text, no city and at most one tick, the manifest's counts
   * answer; otherwise every option's posting is read.
   */
  private async optionCounts(
    manifest: SearchManifest,
    query: SearchQuery,
    text: Bits | null,
    city: Bits | null,
    groups: (Bits | null)[],
  ): Promise<OptionCounts> {
    const counts = Object.fromEntries(FILTER_GROUP_NAMES.map((group) => [group, {}])) as OptionCounts;
    const ticks = FILTER_GROUP_NAMES.flatMap((group) =>
      query.filters[group].map((value) => this.optionIndex(manifest, group, value)),
    );
    const size = manifest.options.length;
    if (text === null && city === null && ticks.length <= 1 && !ticks.includes(-1)) {
      const tick = ticks[0];
      manifest.options.forEach(([group, value, count], index) => {
        if (group === 'city') return;
        let shown = count;
        if (tick !== undefined) {
          const both = tick === index ? count : manifest.pairs[pairIndex(size, tick, index)]!;
          const sameAnyGroup = manifest.options[tick]![0] === group && FILTER_GROUPS[group] === 'any';
          shown = sameAnyGroup ? manifest.options[tick]![2] + count - both : both;
        }
        counts[group][value] = shown;
      });
      return counts;
    }
    const fixed = [text, city].filter((bits): bits is Bits => bits !== null);
    await Promise.all(
      manifest.options.map(async ([group, value], index) => {
        if (group === 'city') return;
        const posting = await this.posting('option', manifest.options[index]![3], manifest.total);
        const own = groups[FILTER_GROUP_NAMES.indexOf(group)] ?? null;
        const withOption =
          own === null
            ? posting
            : FILTER_GROUPS[group] === 'any'
              ? orBits(own, posting)
              : andBits(own, posting);
        const others = groups.filter(
          (bits, i): bits is Bits => bits !== null && FILTER_GROUP_NAMES[i] !== group,
        );
        counts[group][value] = countBits([...fixed, ...others, withOption].reduce(andBits));
      }),
    );
    return counts;
  }
}
