import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The import rules of eslint.config.mjs, run as `npm run lint` runs them, on code given as the
// text of a file at a path of the tree. ESLint loads its config as an ES module, which Jest's
// module system cannot, so it runs in a Node of its own.
const LINT_TEXTS = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const found = {};
for (const [filePath, code] of Object.entries(JSON.parse(process.argv[1]))) {
  const [result] = await eslint.lintText(code, { filePath });
  found[filePath] = result.messages.map((message) => message.ruleId ?? message.message);
}
process.stdout.write(JSON.stringify(found));
`;

const root = path.resolve(__dirname, '..');

/** The rules each file breaks, as ESLint reports them. */
const lintAs = (files: Record<string, string>): Record<string, string[]> =>
  JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '--eval', LINT_TEXTS, JSON.stringify(files)], {
      cwd: root,
      encoding: 'utf8',
    }),
  ) as Record<string, string[]>;

describe('the import rules of npm run lint', () => {
  it('fail an upward import and a cycle, and let the allowed directions through', () => {
    expect(
      lintAs({
        // Shared code reaching up into a feature.
        'src/lib/format.ts':
          "import { selectSearchText } from '@/features/discovery/searchSlice';\nexport const upward = selectSearchText;\n",
        // A feature reaching up into a page, and into app/ beyond its hooks and store.
        'src/features/discovery/upward.ts':
          "import { NotFoundPage } from '@/pages/NotFoundPage';\nimport { routes } from '@/app/router';\nexport const upward = [NotFoundPage, routes];\n",
        // A page reaching into the app's layout.
        'src/pages/home/upward.ts':
          "import { RootLayout } from '@/app/RootLayout';\nexport const upward = RootLayout;\n",
        // The list's options importing the URL codec, which imports them.
        'src/features/discovery/listOptions.ts':
          "import { parseDiscoveryQuery } from './discoveryQuery';\nexport const circle = parseDiscoveryQuery;\n",
        // The speed room reaching up into a feature, a page and the router.
        'src/speed/upward.ts':
          "import { selectSearchText } from '@/features/discovery/searchSlice';\nimport { NotFoundPage } from '@/pages/NotFoundPage';\nimport { routes } from '@/app/router';\nexport const upward = [selectSearchText, NotFoundPage, routes];\n",
        // A lookalike reaching up into a feature.
        'src/speed/looks/Upward.tsx':
          "import { selectFilters } from '@/features/discovery/filtersSlice';\nexport const upward = selectFilters;\n",
        // Shared code reaching into the speed room, beyond a component's fromTheme and lookalikes,
        // and the theme's shared looks.
        'src/lib/speedy.ts':
          "import { whenIdle } from '@/speed/scheduling';\nexport const upward = whenIdle;\n",
        'src/components/Speedy.ts':
          "import { fromTheme } from '@/speed/fromTheme';\nimport { PlainIcon } from '@/speed/looks/PlainIcon';\nimport { whenIdle } from '@/speed/scheduling';\nexport const upward = [fromTheme, PlainIcon, whenIdle];\n",
        'src/theme/speedy.ts':
          "import { focusRing } from '@/speed/looks/styles';\nimport { PlainIcon } from '@/speed/looks/PlainIcon';\nexport const upward = [focusRing, PlainIcon];\n",
        // The speed room reading the typed hooks; a feature and a page calling the speed room.
        'src/speed/allowed.ts':
          "import { useAppSelector } from '@/app/hooks';\nimport { formatCount } from '@/lib/format';\nexport const allowed = [useAppSelector, formatCount];\n",
        'src/pages/home/allowedSpeed.ts':
          "import { whenIdle } from '@/speed/scheduling';\nimport { useWhenNearScreen } from '@/speed/useWhenNearScreen';\nexport const allowed = [whenIdle, useWhenNearScreen];\n",
        // Downward, and the typed hooks and store of app/.
        'src/features/discovery/allowed.ts':
          "import { useAppSelector } from '@/app/hooks';\nimport { makeStore } from '@/app/store';\nimport { formatCount } from '@/lib/format';\nexport const allowed = [useAppSelector, makeStore, formatCount];\n",
      }),
    ).toEqual({
      'src/lib/format.ts': ['import-x/no-restricted-paths'],
      'src/features/discovery/upward.ts': ['import-x/no-restricted-paths', 'import-x/no-restricted-paths'],
      'src/pages/home/upward.ts': ['import-x/no-restricted-paths'],
      'src/features/discovery/listOptions.ts': ['import-x/no-cycle'],
      'src/speed/upward.ts': [
        'import-x/no-restricted-paths',
        'import-x/no-restricted-paths',
        'import-x/no-restricted-paths',
      ],
      'src/speed/looks/Upward.tsx': ['import-x/no-restricted-paths'],
      'src/lib/speedy.ts': ['import-x/no-restricted-paths'],
      'src/components/Speedy.ts': ['import-x/no-restricted-paths'],
      'src/theme/speedy.ts': ['import-x/no-restricted-paths'],
      'src/speed/allowed.ts': [],
      'src/pages/home/allowedSpeed.ts': [],
      'src/features/discovery/allowed.ts': [],
    });
  }, 120_000);
});
