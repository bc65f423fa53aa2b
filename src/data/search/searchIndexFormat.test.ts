import {
  allBits,
  countBits,
  cheapestCovering,
  decodeOrdinals,
  decodePositions,
  decodePosting,
  encodeOrdinals,
  encodePositions,
  encodePosting,
  hasBit,
  pairIndex,
  SEARCHED_FIELDS,
  textPosition,
} from './searchIndexFormat';

const ordinalsOf = (bits: Uint32Array, total: number) =>
  Array.from({ length: total }, (_, i) => i).filter((i) => hasBit(bits, i));

describe('postings', () => {
  it('keep a few ordinals as varints, and many as a bitmap, whichever is smaller', () => {
    const few = [3, 200, 70_000];
    const fewBytes = encodePosting(few);
    expect(fewBytes[0]).toBe(0);
    expect(ordinalsOf(decodePosting(fewBytes, 100_000), 100_000)).toEqual(few);

    const many = Array.from({ length: 300 }, (_, i) => i * 2 + 1);
    const manyBytes = encodePosting(many);
    expect(manyBytes[0]).toBe(1);
    expect(ordinalsOf(decodePosting(manyBytes, 1000), 1000)).toEqual(many);
  });

  it('end a bitmap at its last ordinal, so that restaurants added after it leave it as it is', () => {
    const many = Array.from({ length: 300 }, (_, i) => i * 2 + 1);
    // The kind's byte, then the bytes up to ordinal 599's.
    expect(encodePosting(many)).toHaveLength(1 + 75);
    expect(ordinalsOf(decodePosting(encodePosting(many), 5000), 5000)).toEqual(many);
  });

  it('count every ordinal of a full set, whatever its size', () => {
    for (const total of [1, 31, 32, 33, 500, 5000]) expect(countBits(allBits(total))).toBe(total);
  });
});

describe('positional postings', () => {
  it('keep each restaurant’s positions', () => {
    const bytes = encodePositions([2, 0, 2, 130, 9, 5, 400, 7]);
    expect(decodePositions(bytes)).toEqual(
      new Map([
        [2, [0, 130]],
        [9, [5]],
        [400, [7]],
      ]),
    );
  });

  it('keep a restaurant’s positions in several fields, in order', () => {
    // The name's trigram at 5, then the cuisine's at 0: positions 15 and 1.
    const bytes = encodePositions([4, textPosition(0, 5), 4, textPosition(1, 0)]);
    expect(decodePositions(bytes)).toEqual(new Map([[4, [1, 15]]]));
  });
});

describe('textPosition', () => {
  it('counts within its field, so a longer name moves none of the other fields’ positions', () => {
    expect(textPosition(1, 4)).toBe(4 * SEARCHED_FIELDS + 1);
    expect(new Set([0, 1, 2].flatMap((field) => [0, 1, 2].map((at) => textPosition(field, at)))).size).toBe(
      9,
    );
  });
});

describe('order blocks', () => {
  it('keep the ordinals in their order', () => {
    expect(decodeOrdinals(encodeOrdinals([5, 70_000, 0, 3]))).toEqual([5, 70_000, 0, 3]);
  });
});

describe('cheapestCovering', () => {
  it('covers every character of the query with trigrams, no gap between two', () => {
    const uniform = (count: number) => cheapestCovering(new Array<number>(count).fill(1));
    expect(uniform(1)).toEqual([0]);
    expect(uniform(2)).toEqual([0, 1]);
    expect(uniform(4)).toEqual([0, 3]);
    expect(uniform(12)).toEqual([0, 2, 5, 8, 11]);
  });

  it('chooses the lightest trigrams', () => {
    // "harbor counter": twelve trigrams, the first and the last always read.
    expect(cheapestCovering([5, 9, 1, 9, 9, 1, 9, 9, 1, 9, 9, 5])).toEqual([0, 2, 5, 8, 11]);
    expect(cheapestCovering([5, 1, 1, 9, 9, 9, 9])).toEqual([0, 3, 6]);
    expect(cheapestCovering([1, Infinity, Infinity, 1])).toEqual([0, 3]);
  });
});

describe('pairIndex', () => {
  it('gives each pair of options its own place, either way round', () => {
    const size = 7;
    const places = new Set<number>();
    for (let i = 0; i < size; i += 1) {
      for (let j = i + 1; j < size; j += 1) {
        expect(pairIndex(size, j, i)).toBe(pairIndex(size, i, j));
        places.add(pairIndex(size, i, j));
      }
    }
    expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });
});
