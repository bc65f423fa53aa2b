import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIN_CONTENT_ID } from '@/lib/focus';

const template = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');

describe('the page template', () => {
  it('holds the first paint until the header is whole: until the parser reaches the main content', () => {
    // A paint of a half-parsed header moved its buttons once the rest arrived (a layout shift);
    // e2e/prerender.spec.ts checks that what fills in moves nothing.
    const expected = /<link rel="expect" href="#([^"]+)" blocking="render" \/>/.exec(template);
    expect(expected?.[1]).toBe(MAIN_CONTENT_ID);
  });
});
