import { ownValue } from './ownValue';

describe('ownValue', () => {
  it("finds a record's own entries, and never Object.prototype's members", () => {
    const record: Record<string, number> = { 1: 10, constructor: 20 };
    expect(ownValue(record, '1')).toBe(10);
    expect(ownValue(record, 'constructor')).toBe(20);
    for (const key of ['toString', 'valueOf', '__proto__', 'hasOwnProperty', 'isPrototypeOf', '2']) {
      expect(ownValue(record, key)).toBeUndefined();
    }
  });

  it('finds an own __proto__ entry, as JSON.parse makes it', () => {
    expect(ownValue(JSON.parse('{"__proto__": 1}') as Record<string, number>, '__proto__')).toBe(1);
  });
});
