/**
 * `record[key]` when the record holds `key` itself, else undefined. Ids come from URLs and
 * imported files, and can name Object.prototype's members (`/restaurant/constructor`): a plain
 * `record[id]` would find a function there (docs/product.md#hostile-input).
 */
export const ownValue = <T>(record: Readonly<Partial<Record<string, T>>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;
