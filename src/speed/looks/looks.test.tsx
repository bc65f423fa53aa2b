import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Rating from '@mui/material/Rating';
import MuiCardActions from '@mui/material/CardActions';
import MuiCardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import ListItemIcon from '@mui/material/ListItemIcon';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme, styled, type Theme } from '@mui/material/styles';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import { theme as siteTheme } from '@/theme/theme';
import { AppBarFrame } from './AppBarFrame';
import { CardActions, CardButtonLink, CardContent, CardFrame } from './Card';
import { CheckboxMark } from './CheckboxMark';
import { ChipList, FILLED_CHIP } from './ChipList';
import { CountBadge } from './CountBadge';
import { IconCountBadge } from './IconCountBadge';
import { NativeField } from './NativeField';
import { OverlineTitle } from './OverlineTitle';
import { PlainIcon, iconLook } from './PlainIcon';
import { RemovableChip } from './RemovableChip';
import { StarRating } from './StarRating';
import { SmallButtonLinks } from './SmallButtonLinks';
import { chipLook, containerLg } from './styles';
import { timeSlotsSx } from './timeSlots';

// Each lookalike against the MUI component it mimics, both drawn with the site's theme. jsdom has
// no layout: what is compared is what the style sheets declare for the matching elements (the
// last declaration that applies, as jsdom's own cascade), with CSS variables and inherited values
// resolved. A metric a lookalike draws its own way (the card's narrow times, say) is pinned on
// both sides, so that it fails too when either side moves.

const INHERITED = new Set([
  'color',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
]);
const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const INITIAL: Record<string, string> = { 'background-color': 'rgba(0, 0, 0, 0)', 'box-shadow': 'none' };

/** A declaration as its longhands: the shorthands the lookalikes and MUI use, spread out. */
const longhands = (property: string, value: string): [string, string][] => {
  const parts = value.match(/(?:[^\s(]+(?:\([^)]*\))?)+/g) ?? [];
  if (property === 'padding' || property === 'margin') {
    const [top, right = top, bottom = top, left = right] = parts;
    return SIDES.map((side, index) => [`${property}-${side}`, [top, right, bottom, left][index]!]);
  }
  const border = /^border(?:-(top|right|bottom|left))?(?:-(width|style|color))?$/.exec(property);
  if (border && property !== 'border-radius') {
    const sides = border[1] ? [border[1]] : SIDES;
    if (border[2]) return sides.map((side) => [`border-${side}-${border[2]}`, parts[0]!]);
    if (value === '0' || value === 'none') {
      return sides.flatMap((side) => [
        [`border-${side}-width`, '0px'],
        [`border-${side}-style`, 'none'],
      ]) as [string, string][];
    }
    const width = parts.find((part) => /^\d/.test(part)) ?? 'medium';
    const style = parts.find((part) => /^(solid|dashed|dotted|none)$/.test(part)) ?? 'none';
    const color = parts.find((part) => part !== width && part !== style) ?? 'currentcolor';
    return sides.flatMap((side) => [
      [`border-${side}-width`, width],
      [`border-${side}-style`, style],
      [`border-${side}-color`, color],
    ]) as [string, string][];
  }
  if (property === 'border-radius') return [['border-radius', value]];
  return [[property, value]];
};

const matches = (element: Element, selector: string) => {
  try {
    return element.matches(selector);
  } catch {
    return false; // A pseudo-class jsdom does not know (:focus-visible): never in this state.
  }
};

/** A selector's specificity as one number: ids, then classes, attributes and pseudo-classes, then types. */
const specificity = (selector: string): number => {
  const ids = selector.match(/#[\w-]+/g)?.length ?? 0;
  const classes = selector.match(/\.[\w-]+|\[[^\]]+\]|:(?!:)[\w-]+/g)?.length ?? 0;
  const types = selector.replace(/\[[^\]]+\]|\([^)]*\)/g, '').match(/(^|[\s>+~])[a-z][\w-]*/gi)?.length ?? 0;
  return ids * 10_000 + classes * 100 + types;
};

/**
 * The declarations that apply to an element (or its `::before` or `::after`), by specificity then
 * order, outside media queries.
 */
const declaredOn = (element: Element, pseudo = ''): Map<string, string> => {
  const applying: { weight: number; order: number; style: CSSStyleDeclaration }[] = [];
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const matching = rule.selectorText
        .split(',')
        .map((selector) => selector.trim())
        .filter((selector) =>
          pseudo === ''
            ? !selector.includes('::') && matches(element, selector)
            : selector.endsWith(pseudo) && matches(element, selector.slice(0, -pseudo.length)),
        );
      if (matching.length === 0) continue;
      const weight = Math.max(...matching.map(specificity));
      applying.push({ weight, order: applying.length, style: rule.style });
    }
  }
  applying.sort((a, b) => a.weight - b.weight || a.order - b.order);
  if (pseudo === '' && (element instanceof HTMLElement || element instanceof SVGElement)) {
    applying.push({ weight: Infinity, order: applying.length, style: element.style });
  }
  const found = new Map<string, string>();
  for (const { style } of applying) {
    for (const property of Array.from(style)) {
      for (const [name, value] of longhands(property, style.getPropertyValue(property))) {
        found.set(name, value);
      }
    }
  }
  return found;
};

const HEX = /^#([0-9a-f]{6})$/i;
const normal = (value: string): string => {
  const hex = HEX.exec(value);
  if (hex) {
    const n = Number.parseInt(hex[1]!, 16);
    return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
  }
  if (value === 'transparent') return 'rgba(0, 0, 0, 0)';
  return value.replace(/\s+/g, ' ').trim();
};

/** A metric as the element gets it: declared, its variables filled in, or inherited. */
const metric = (element: Element, name: string, pseudo = ''): string => {
  const declared = declaredOn(element, pseudo);
  let value = declared.get(name);
  if ((value === undefined || value === 'inherit') && INHERITED.has(name) && element.parentElement) {
    return metric(element.parentElement, name);
  }
  // Nothing declared (or a variable set nowhere, without a fallback): the initial value.
  const unset = () => INITIAL[name] ?? '';
  if (value === undefined) return unset();
  for (let depth = 0; value.includes('var(') && depth < 5; depth += 1) {
    value = value.replace(
      /var\((--[\w-]+)(?:,\s*([^()]*(?:\([^)]*\))?))?\)/g,
      (_, variable: string, fallback = '') => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const set = declaredOn(at).get(variable);
          if (set !== undefined) return set;
        }
        return fallback;
      },
    );
  }
  if (value.trim() === '') return unset();
  if (value === 'inherit') return element.parentElement ? metric(element.parentElement, name) : '';
  if (/^currentcolor$/i.test(value)) {
    if (name !== 'color') return metric(element, 'color');
    return element.parentElement ? metric(element.parentElement, 'color') : '';
  }
  return normal(value);
};

const PADDING = SIDES.map((side) => `padding-${side}`);
const BORDER = ['border-top-width', 'border-top-style', 'border-top-color', 'border-radius'];
const FONT = ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing'];
const COLOURS = ['color', 'background-color'];

interface Pair {
  /** What is compared: a part of the MUI component and of the lookalike, by selector. */
  part: string;
  mui: string;
  look: string;
  /** Metrics the two declare alike. */
  same: readonly string[];
  /** The lookalike's name for one of those metrics, where it draws it another way. */
  lookNames?: Record<string, string>;
  /** Metrics the lookalike draws its own way: [MUI's value, the lookalike's]. */
  own?: Record<string, [string, string]>;
}

interface Row {
  lookalike: string;
  mui: ReactElement;
  look: ReactElement;
  pairs: Pair[];
}

const px = (value: number) => `${value}px`;

const rows: Row[] = [
  {
    lookalike: 'CardFrame, CardContent, CardActions, CardButtonLink (Card)',
    mui: (
      <Card>
        <MuiCardContent>content</MuiCardContent>
        <MuiCardActions disableSpacing>
          <Button variant="outlined" fullWidth href="/details">
            View Details
          </Button>
          <Button variant="contained" fullWidth href="/book">
            Book Now
          </Button>
        </MuiCardActions>
      </Card>
    ),
    look: (
      <CardFrame>
        <CardContent>content</CardContent>
        <CardActions>
          <CardButtonLink variant="outlined" href="/details">
            View Details
          </CardButtonLink>
          <CardButtonLink variant="contained" href="/book">
            Book Now
          </CardButtonLink>
        </CardActions>
      </CardFrame>
    ),
    pairs: [
      { part: 'card', mui: '.MuiCard-root', look: 'article', same: [...BORDER, ...COLOURS, 'overflow'] },
      { part: 'content', mui: '.MuiCardContent-root', look: '.card-content', same: PADDING },
      {
        part: 'actions',
        mui: '.MuiCardActions-root',
        look: '.card-actions',
        same: [...PADDING, 'display', 'align-items'],
      },
      ...(['outlined', 'contained'] as const).map((variant) => ({
        part: `${variant} button`,
        mui: `.MuiButton-${variant}`,
        look: `.card-button-${variant}`,
        same: [...PADDING, ...BORDER, ...FONT, ...COLOURS, 'min-width', 'width', 'text-transform', 'display'],
      })),
    ],
  },
  {
    lookalike: 'ChipList (small Chips, outlined and filled)',
    mui: (
      <div>
        <Chip size="small" variant="outlined" label="Outdoor Seating" />
        <Chip size="small" label="+2 more" />
      </div>
    ),
    look: (
      <ChipList>
        <li>Outdoor Seating</li>
        <li className={FILLED_CHIP}>+2 more</li>
      </ChipList>
    ),
    pairs: [
      {
        part: 'outlined chip',
        mui: '.MuiChip-outlined',
        look: 'li:first-child',
        same: ['height', ...BORDER, ...COLOURS, 'font-family', 'font-size', 'max-width', 'white-space'],
        // The lookalike centres its one line by its line height: the chip less its borders.
        own: { 'line-height': ['1.5', px(24 - 2)] },
      },
      {
        part: 'outlined label',
        mui: '.MuiChip-outlined .MuiChip-label',
        look: 'li:first-child',
        same: ['padding-left', 'padding-right', 'overflow', 'text-overflow', 'white-space'],
      },
      {
        part: 'filled chip',
        mui: '.MuiChip-filled',
        look: `li.${FILLED_CHIP}`,
        same: ['height', 'border-radius', ...COLOURS, 'font-size'],
        own: { 'line-height': ['1.5', px(24)] },
      },
      {
        part: 'filled label',
        mui: '.MuiChip-filled .MuiChip-label',
        look: `li.${FILLED_CHIP}`,
        same: ['padding-left', 'padding-right'],
      },
    ],
  },
  {
    lookalike: 'RemovableChip (medium outlined primary Chip, onDelete)',
    mui: <Chip variant="outlined" color="primary" label="Italian" onDelete={() => undefined} />,
    look: <RemovableChip label="Italian" onDelete={() => undefined} />,
    pairs: [
      {
        part: 'chip',
        mui: '.MuiChip-root',
        look: 'button',
        same: ['height', ...BORDER, ...COLOURS, 'font-size', 'display', 'align-items'],
      },
      { part: 'label', mui: '.MuiChip-label', look: 'button', same: ['padding-left'] },
      { part: 'delete icon', mui: '.MuiChip-deleteIcon', look: 'svg', same: ['font-size', 'color'] },
    ],
  },
  {
    lookalike: 'CountBadge (Badge, secondary)',
    mui: (
      <Badge badgeContent={2} color="secondary">
        <span />
      </Badge>
    ),
    look: <CountBadge>2</CountBadge>,
    pairs: [
      {
        part: 'badge',
        mui: '.MuiBadge-badge',
        look: 'span',
        same: ['height', 'min-width', ...PADDING, 'border-radius', ...COLOURS, 'font-size', 'font-weight'],
        // MUI centres the number in a flex box; the lookalike by a line as tall as the badge.
        own: { 'line-height': ['1', px(20)] },
      },
    ],
  },
  {
    lookalike: 'IconCountBadge (Badge, error, on the Account icon)',
    mui: (
      <Badge badgeContent={2} color="error">
        <span />
      </Badge>
    ),
    look: <IconCountBadge>2</IconCountBadge>,
    pairs: [
      {
        part: 'badge',
        mui: '.MuiBadge-badge',
        look: 'span',
        same: [...COLOURS, 'font-size'],
        // Smaller than MUI's, to sit on a 24 px icon: 18 px, 4 px sides, bold.
        own: {
          height: [px(20), px(18)],
          'min-width': [px(20), px(18)],
          'padding-left': [px(6), px(4)],
          'border-radius': [px(10), px(9)],
          'font-weight': ['500', '700'],
        },
      },
    ],
  },
  {
    lookalike: "SmallButtonLinks (small outlined Button, the card's times)",
    mui: (
      <Button size="small" variant="outlined" href="/book">
        7:00 PM
      </Button>
    ),
    look: (
      <SmallButtonLinks>
        <a href="/book">7:00 PM</a>
      </SmallButtonLinks>
    ),
    pairs: [
      {
        part: 'link',
        mui: '.MuiButton-root',
        look: 'a',
        same: [
          'padding-top',
          'padding-bottom',
          'border-top-width',
          'border-top-style',
          'font-size',
          'font-weight',
          'line-height',
          'color',
        ],
        // Five times fit a card's row: narrow sides, a full-strength border, the theme's radius.
        own: {
          'padding-left': ['9px', '4px'],
          'border-top-color': ['rgba(178, 59, 30, 0.5)', 'rgb(178, 59, 30)'],
          'border-radius': ['999px', '12px'],
        },
      },
    ],
  },
  {
    lookalike: "timeSlotsSx (outlined Button, the booking page's times)",
    mui: <Button variant="outlined">7:00 PM</Button>,
    look: (() => {
      const Slots = styled('div')(({ theme }) => timeSlotsSx(theme));
      return (
        <Slots>
          <button type="button">7:00 PM</button>
        </Slots>
      );
    })(),
    pairs: [
      {
        part: 'slot',
        mui: '.MuiButton-root',
        look: 'button',
        same: [
          'padding-top',
          'padding-bottom',
          ...BORDER,
          ...FONT,
          ...COLOURS,
          'min-width',
          'display',
          'align-items',
          'justify-content',
          'text-transform',
        ],
        // Narrow sides: four times to a row on a phone.
        own: { 'padding-left': ['15px', '8px'] },
      },
    ],
  },
  {
    lookalike: 'NativeField (small outlined TextField)',
    mui: (
      <TextField size="small" select label="Time" slotProps={{ select: { native: true } }}>
        <option>7:00 PM</option>
      </TextField>
    ),
    look: (
      <NativeField>
        Time
        <select>
          <option>7:00 PM</option>
        </select>
      </NativeField>
    ),
    pairs: [
      {
        part: 'field',
        mui: '.MuiOutlinedInput-root',
        look: 'select',
        same: ['border-radius', 'font-size', 'font-family'],
        // The control's height: MUI's 1.4375em line (16 px text) and its 8.5 px paddings.
        own: { height: ['', '40px'] },
      },
      {
        part: 'input',
        mui: '.MuiNativeSelect-select',
        look: 'select',
        same: ['color'],
        own: { height: ['1.4375em', '40px'] },
      },
      {
        part: 'outline',
        mui: '.MuiOutlinedInput-notchedOutline',
        look: 'select',
        same: ['border-top-width', 'border-top-style'],
        own: { 'border-top-color': ['rgba(0, 0, 0, 0.23)', 'rgb(189, 189, 189)'] },
      },
    ],
  },
  {
    lookalike: 'CheckboxMark (CheckBox icon, small, in a ListItemIcon)',
    mui: (
      <ListItemIcon>
        <CheckBoxIcon fontSize="small" />
      </ListItemIcon>
    ),
    look: <CheckboxMark isChecked />,
    pairs: [
      {
        part: 'icon box',
        mui: '.MuiListItemIcon-root',
        look: '.MuiListItemIcon-root',
        same: ['min-width', 'flex-shrink', 'display'],
        own: { color: ['rgba(0, 0, 0, 0.54)', 'rgb(90, 81, 75)'] },
      },
      {
        part: 'icon',
        mui: 'svg',
        look: 'svg',
        same: ['width', 'height', 'font-size', 'flex-shrink', 'user-select'],
      },
    ],
  },
  {
    lookalike: 'OverlineTitle (Typography overline)',
    mui: <Typography variant="overline">Cuisine</Typography>,
    look: <OverlineTitle>Cuisine</OverlineTitle>,
    pairs: [
      {
        part: 'title',
        mui: '.MuiTypography-overline',
        look: 'div',
        same: ['font-family', 'font-size', 'font-weight', 'letter-spacing', 'text-transform'],
        // A menu group's title: a line of its own, a little shorter, with the list's side padding.
        own: { display: ['', 'block'], 'line-height': ['2.66', '2.5'], 'padding-left': ['', '16px'] },
      },
    ],
  },
  {
    lookalike: 'StarRating (read-only Rating, small)',
    mui: <Rating readOnly value={3.5} precision={0.5} size="small" />,
    look: <StarRating value={3.5} />,
    pairs: [
      { part: 'stars', mui: '.MuiRating-root', look: 'span', same: ['font-size'] },
      // The stars are masks over a colour: the filled part drawn by ::after, the outlines by ::before.
      {
        part: 'filled stars',
        mui: '.MuiRating-root',
        look: 'span::after',
        same: ['color'],
        lookNames: { color: 'background-color' },
      },
      {
        part: 'empty stars',
        mui: '.MuiRating-iconEmpty',
        look: 'span::before',
        same: ['color'],
        lookNames: { color: 'background-color' },
      },
    ],
  },
  {
    lookalike: 'PlainIcon with iconLook (SvgIcon)',
    mui: <SvgIcon>{<path d="M0 0h24v24H0z" />}</SvgIcon>,
    look: (() => {
      const Holder = styled('span')({ '& svg': iconLook('1.5rem') });
      return (
        <Holder>
          <PlainIcon path="M0 0h24v24H0z" />
        </Holder>
      );
    })(),
    pairs: [
      {
        part: 'icon',
        mui: 'svg',
        look: 'svg',
        same: ['width', 'height', 'font-size', 'flex-shrink', 'user-select', 'fill'],
      },
    ],
  },
  {
    lookalike: 'chipLook (small outlined Chip, for pages)',
    mui: <Chip size="small" variant="outlined" label="Italian" />,
    look: (() => {
      const Holder = styled('span')(({ theme }) => ({
        ...chipLook(theme, { height: 24, labelPadding: 7 }),
        border: `1px solid ${theme.palette.grey[400]}`,
      }));
      return (
        <Holder>
          <span>Italian</span>
        </Holder>
      );
    })(),
    pairs: [
      {
        part: 'chip',
        mui: '.MuiChip-root',
        look: 'span',
        same: [
          'height',
          'border-radius',
          'font-family',
          'font-size',
          'display',
          'align-items',
          'justify-content',
          'max-width',
          'white-space',
          'line-height',
        ],
      },
      {
        part: 'label',
        mui: '.MuiChip-label',
        look: 'span > span',
        same: ['padding-left', 'padding-right', 'overflow', 'text-overflow'],
      },
    ],
  },
  {
    lookalike: "AppBarFrame (AppBar, the site's header)",
    mui: (
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        header
      </AppBar>
    ),
    look: <AppBarFrame>header</AppBarFrame>,
    pairs: [
      {
        part: 'frame',
        mui: '.MuiAppBar-root',
        look: 'header',
        same: [
          'position',
          'top',
          'z-index',
          'display',
          'flex-direction',
          'width',
          'box-sizing',
          'flex-shrink',
          'color',
          'background-color',
          'border-bottom-width',
          'border-bottom-style',
          'border-bottom-color',
          'box-shadow',
        ],
      },
    ],
  },
  {
    lookalike: 'containerLg (Container maxWidth "lg")',
    mui: <Container maxWidth="lg">band</Container>,
    look: (() => {
      const Holder = styled('div')(({ theme }) => containerLg(theme));
      return <Holder>band</Holder>;
    })(),
    pairs: [
      {
        part: 'container',
        mui: '.MuiContainer-root',
        look: 'div',
        same: ['box-sizing', 'width', 'margin-left', 'margin-right', 'padding-left', 'padding-right'],
      },
    ],
  },
];

/** What differs between a lookalike and its MUI component: [] when they match. */
const differences = (row: Row, muiTheme: Theme = siteTheme): string[] => {
  const mui = render(<ThemeProvider theme={muiTheme}>{row.mui}</ThemeProvider>).container;
  const look = render(<ThemeProvider theme={siteTheme}>{row.look}</ThemeProvider>).container;
  const found: string[] = [];
  for (const pair of row.pairs) {
    // A part may be an element's ::before or ::after.
    const [muiSelector = '', muiPseudo = ''] = pair.mui.split(/(?=::)/);
    const [lookSelector = '', lookPseudo = ''] = pair.look.split(/(?=::)/);
    const muiPart = mui.querySelector(muiSelector);
    const lookPart = look.querySelector(lookSelector);
    if (!muiPart || !lookPart) {
      found.push(`${pair.part}: not found`);
      continue;
    }
    for (const name of pair.same) {
      const muiValue = metric(muiPart, name, muiPseudo);
      const lookValue = metric(lookPart, pair.lookNames?.[name] ?? name, lookPseudo);
      if (muiValue !== lookValue) found.push(`${pair.part} ${name}: MUI ${muiValue}, lookalike ${lookValue}`);
    }
    for (const [name, [muiValue, lookValue]] of Object.entries(pair.own ?? {})) {
      const [muiNow, lookNow] = [metric(muiPart, name, muiPseudo), metric(lookPart, name, lookPseudo)];
      if (muiNow !== muiValue)
        found.push(`${pair.part} ${name}: MUI now ${muiNow}, matched against ${muiValue}`);
      if (lookNow !== lookValue)
        found.push(`${pair.part} ${name}: lookalike now ${lookNow}, was ${lookValue}`);
    }
  }
  return found;
};

describe("the lookalikes, against MUI's components in the site's theme", () => {
  beforeEach(() => {
    // The page's base styles (body's font), which the inherited metrics reach.
    render(
      <ThemeProvider theme={siteTheme}>
        <CssBaseline />
      </ThemeProvider>,
    );
  });

  it.each(rows.map((row) => [row.lookalike, row] as const))('%s draws what MUI draws', (_, row) => {
    expect(differences(row)).toEqual([]);
  });

  it("fails when MUI's look changes under the lookalike (a theme override it does not share)", () => {
    const chips = rows.find((row) => row.lookalike.startsWith('ChipList'))!;
    const rounder = createTheme(siteTheme, {
      components: { MuiChip: { styleOverrides: { root: { borderRadius: 8 } } } },
    });
    expect(differences(chips, rounder)).toEqual([
      'outlined chip border-radius: MUI 8px, lookalike 16px',
      'filled chip border-radius: MUI 8px, lookalike 16px',
    ]);
  });
});
