import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DISPLAY_DATE_FORMAT, dayjs } from '@/lib/dates';

/** The harness is ES modules that Node runs as they are; Jest reaches them through a Node child. */
const runModuleScript = (body: string): unknown => {
  const url = (file: string) => JSON.stringify(pathToFileURL(path.join(__dirname, file)).href);
  const script = `
    import * as runner from ${url('runner.mjs')};
    import * as driver from ${url('driver.mjs')};
    import * as journeys from ${url('journeys.mjs')};
    import * as queries from ${url('pageQueries.mjs')};
    const result = await (async () => { ${body} })();
    console.log(JSON.stringify(result));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
};

describe('runJourneys', () => {
  let artifacts: string;
  beforeEach(() => {
    artifacts = mkdtempSync(path.join(tmpdir(), 'tablo-engines-'));
  });
  afterEach(() => rmSync(artifacts, { recursive: true, force: true }));

  it('names the engine, the journey and the step of a failure, and counts skips apart', () => {
    const result = runModuleScript(`
      const lines = [];
      const session = { close: async () => {}, screenshot: async () => { throw new Error('no screen'); } };
      const counts = await runner.runJourneys({
        engines: {
          fake: async () => ({ name: 'fake', version: 'Fake 1.0', newSession: async () => session, close: async () => {} }),
          broken: async () => { throw new Error('no such binary'); },
        },
        journeys: [
          { name: 'home', run: async ({ step }) => { await step('open', async () => {}); } },
          {
            name: 'booking',
            run: async ({ step }) => {
              await step('open the booking page', async () => {});
              await step('choose a time', async () => { throw new Error('no slot'); });
            },
          },
          { name: 'offline booking', run: async ({ skip, engine }) => skip(engine + ' has no service worker support under automation') },
        ],
        origin: 'http://127.0.0.1:9',
        serveBuild: async () => ({ origin: '', stop: async () => {} }),
        artifactsDir: ${JSON.stringify(artifacts)},
        log: (line) => lines.push(line.replace(/\\(\\d+\\.\\d s\\)/, '(t)')),
      });
      return { counts, lines };
    `);
    expect(result).toEqual({
      counts: { passed: 1, failed: 4, skipped: 1 },
      lines: [
        '[fake] Fake 1.0',
        '[fake] ok home (t)',
        '[fake] booking › step "choose a time": no slot',
        '[fake] offline booking skipped: fake has no service worker support under automation',
        '[broken] could not start: no such binary',
      ],
    });
  });
});

describe('waitUntil', () => {
  it('says what it waited for and what it saw last', () => {
    const message = runModuleScript(`
      return driver
        .waitUntil('the list to read 3', async () => ({ ok: false, seen: '["2"]' }), -1)
        .catch((error) => error.message);
    `);
    expect(message).toBe('timed out after -1 ms waiting for the list to read 3 (last seen: ["2"])');
  });
});

describe('describeTarget', () => {
  it('reads as a diner would name the element', () => {
    const described = runModuleScript(`
      return [
        queries.describeTarget({ role: 'heading', level: 3, within: { role: 'list', name: 'Restaurants' } }),
        queries.describeTarget({ role: 'button', name: /^Filters/ }),
        queries.describeTarget({ label: 'Full Name' }),
        queries.describeTarget({ text: 'RB000000', within: { role: 'main' } }),
      ];
    `);
    expect(described).toEqual([
      'heading (level 3) in list "Restaurants"',
      'button /^Filters/',
      'field labelled "Full Name"',
      'text "RB000000" in main',
    ]);
  });
});

describe('dayAhead', () => {
  it.each([
    ['2026-12-03T12:00:00', '2026-12-10'],
    ['2026-12-28T23:30:00', '2027-01-04'],
    ['2027-02-25T00:10:00', '2027-03-04'],
  ])('from %s picks %s, named as the booking calendar names its days', (from, iso) => {
    const day = runModuleScript(`return journeys.dayAhead(7, new Date(${JSON.stringify(from)}));`);
    expect(day).toEqual({ iso, label: dayjs(iso).format(DISPLAY_DATE_FORMAT) });
  });
});
