import {
  createContext,
  memo,
  startTransition,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem, { menuItemClasses } from '@mui/material/MenuItem';
import { styled } from '@mui/material/styles';
import type { PayloadAction } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import {
  accessibilityFactToggled,
  cuisineToggled,
  dietaryOptionToggled,
  featureToggled,
  priceRangeToggled,
  selectFilters,
} from './filtersSlice';
import type { FilterGroup as FilterGroupName } from '@/data/search/searchIndexFormat';
import { formatCount } from '@/lib/format';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { requestOptionCounts, selectOptionCounts, selectOptionCountsQuery } from './optionCounts';
import type { OptionCounts } from '@/data/search/catalogueSearch';
import { selectIsListPending, selectUsesCatalogueSearch } from './discoverySelectors';
import { CheckboxMark } from '@/speed/looks/CheckboxMark';
import { useDeferredListState } from '@/speed/useDeferredListState';
import { afterNextPaint, whenIdle } from '@/speed/scheduling';
import { OverlineTitle } from '@/speed/looks/OverlineTitle';
import { fromTheme } from '@/speed/fromTheme';
import {
  ACCESSIBILITY_FILTER_OPTIONS,
  CUISINE_OPTIONS,
  DIETARY_FILTER_OPTIONS,
  FEATURE_OPTIONS,
  PRICE_RANGE_OPTIONS,
} from './listOptions';

interface FilterGroupProps<T extends string> {
  /** The group's name in the store and the search. */
  group: FilterGroupName;
  label: string;
  /** How the group's ticks combine, said under its title when it is not the usual "any of". */
  hint?: string;
  options: readonly T[];
  /** The group's ticked values, from the store. */
  selectSelected: (state: RootState) => readonly T[];
  toggled: (value: T) => PayloadAction<T>;
}

interface FilterOptionProps<T extends string> {
  group: FilterGroupName;
  option: T;
  isChecked: boolean;
  onToggle: (option: T) => void;
}

/**
 * One checkable item. Memoized: a tick renders the item ticked, not its sixteen neighbours (an
 * MUI MenuItem, its ButtonBase, icon and text each). Its ticked look is MenuItem's selected look,
 * given by MUI's state class rather than the `selected` prop: in MUI 9 a change of `selected`
 * registers the item again with the menu's roving focus, which renders the menu list again
 * within the tick.
 */
const FilterOption = memo(function FilterOption<T extends string>({
  group,
  option,
  isChecked,
  onToggle,
}: FilterOptionProps<T>) {
  const labelId = useId();
  const countId = useId();
  return (
    // Named by the option alone; its count describes it.
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={isChecked}
      aria-labelledby={labelId}
      aria-describedby={countId}
      className={isChecked ? menuItemClasses.selected : undefined}
      onClick={() => onToggle(option)}
    >
      <CheckboxMark isChecked={isChecked} />
      <ListItemText>
        <span id={labelId}>{option}</span>
      </ListItemText>
      <OptionCount id={countId} group={group} option={option} />
    </MenuItem>
  );
}) as <T extends string>(props: FilterOptionProps<T>) => ReactElement;

const Count = styled('span')(
  fromTheme((theme) => ({
    ...theme.typography.caption,
    marginLeft: theme.spacing(2),
    minWidth: '3ch',
    textAlign: 'right',
    color: theme.palette.text.secondary,
    fontVariantNumeric: 'tabular-nums',
  })),
);

/** The counts beside the options, for the list the diner sees (OptionCountsAfterList). */
const OptionCountsContext = createContext<OptionCounts | null>(null);

/**
 * Gives the menu's counts the list's state once the list is on screen: the store's state as the
 * list reads it (in a render React may defer, useDeferredListState), handed to the counts in a
 * transition once that render has committed and the page is idle. A tick paints its box ticked,
 * then the list and its count, its cards' times, then the counts beside the options (worked out over the whole catalogue in memory,
 * or a large catalogue's from its search); counted with the list, they held its result up (over
 * 5,000 in memory, tick a cuisine 182 ms to result against 137 without them). Its children are
 * the menu, made by its parent: a change of the store renders this and the counts that changed.
 * Nothing is counted while the menu is closed.
 */
function OptionCountsAfterList({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  const listState = useDeferredListState(selectUsesCatalogueSearch);
  const [counted, setCounted] = useState<typeof listState | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Once the page is idle, after the cards' times (finderTimes.ts); none while the menu is
    // closed: a search or a tick elsewhere counts nothing.
    void whenIdle().then(() => {
      if (isCurrent) startTransition(() => setCounted(isOpen ? listState : null));
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpen, listState]);
  const counts = counted === null ? null : selectOptionCounts(counted);
  return <OptionCountsContext.Provider value={counts}>{children}</OptionCountsContext.Provider>;
}

/**
 * The count beside an option: how many restaurants the list would hold with it also ticked
 * (docs/product.md#search-filters-and-sort), the option's description for a screen reader. It
 * reads the counts itself, so a new count renders this span, not the item. Empty as the menu
 * opens (for a frame) and until the counts are there; then the latest counts until the next.
 */
const OptionCount = memo(function OptionCount({
  id,
  group,
  option,
}: {
  id: string;
  group: FilterGroupName;
  option: string;
}) {
  // As the menu opens, none: it paints, then they follow.
  const counts = useDeferredValue(useContext(OptionCountsContext), null);
  const count = counts === null ? null : (counts[group][option] ?? 0);
  // The same element while the number stays: new counts render this component, not its span,
  // unless its own count changed.
  return useMemo(
    () => (
      <Count id={id}>
        {count !== null && (
          <>
            {formatCount(count)}
            <VisuallyHidden>{count === 1 ? ' restaurant' : ' restaurants'}</VisuallyHidden>
          </>
        )}
      </Count>
    ),
    [id, count],
  );
});

/**
 * Asks a large catalogue's search for the options' counts while the menu is open, again as the
 * search, the ticks or the place change. Apart from the menu, which a tick does not render.
 * Asked once the list's answer is in and its frame has painted: they show after the list anyway
 * (OptionCountsAfterList). Asked in the tap, their request rendered it a second time; asked
 * while the list's answer was on its way, the worker read every option's posting beside the
 * page's cards, and the main thread took their answer before the list's frame.
 */
function OptionCountsRequest({ isOpen }: { isOpen: boolean }) {
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectOptionCountsQuery);
  const isListPending = useAppSelector(selectIsListPending);
  useEffect(() => {
    if (!isOpen || isListPending) return;
    let isCurrent = true;
    void afterNextPaint().then(() => {
      if (isCurrent) dispatch(requestOptionCounts());
    });
    return () => {
      isCurrent = false;
    };
  }, [dispatch, isOpen, query, isListPending]);
  return null;
}

/**
 * A group of the menu: stacked on phones, three to a row from sm (the menu's grid); a rule
 * between neighbours. The last group, alone with one other in its row, takes the rest of it.
 */
const Group = styled('div')(
  fromTheme((theme) => ({
    paddingTop: theme.spacing(0.5),
    paddingBottom: theme.spacing(0.5),
    minWidth: 200,
    '& + &': {
      borderTop: `1px solid ${theme.palette.divider}`,
      [theme.breakpoints.up('sm')]: {
        borderTop: 'none',
        borderLeft: `1px solid ${theme.palette.divider}`,
      },
    },
    [theme.breakpoints.up('sm')]: {
      '& + &:nth-of-type(3n + 1)': { borderLeft: 'none' },
      '&:nth-of-type(n + 4)': { borderTop: `1px solid ${theme.palette.divider}` },
      '&:last-of-type:nth-of-type(3n + 2)': { gridColumn: 'span 2' },
    },
    '& > ul': { listStyle: 'none', padding: 0, margin: 0 },
  })),
);

/** How a group's ticks combine, under its title. */
const GroupHint = styled('div')(
  fromTheme((theme) => ({
    ...theme.typography.caption,
    padding: theme.spacing(0, 2, 0.5),
    color: theme.palette.text.secondary,
  })),
);

/**
 * One titled group of checkable items; the menu stays open so several can be picked. Each group
 * reads its own values: a tick renders that group, not the menu, its popover and focus trap
 * (with the cards' times kept, tick a cuisine 112 -> 88 ms INP on the phone profile), and of
 * the group only the item ticked. Its parts are styled elements whose styles are worked out once,
 * not Boxes and a Typography whose `sx` is worked out again at each tick.
 */
function FilterGroupItems<T extends string>({
  group,
  label,
  hint,
  options,
  selectSelected,
  toggled,
}: FilterGroupProps<T>) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelected);
  const onToggle = useCallback((value: T) => dispatch(toggled(value)), [dispatch, toggled]);
  const labelId = useId();
  const hintId = useId();
  return (
    <Group role="group" aria-labelledby={labelId} aria-describedby={hint === undefined ? undefined : hintId}>
      <OverlineTitle id={labelId}>{label}</OverlineTitle>
      {hint !== undefined && <GroupHint id={hintId}>{hint}</GroupHint>}
      <ul role="none">
        {options.map((option) => (
          <FilterOption
            key={option}
            group={group}
            option={option}
            isChecked={selected.includes(option)}
            onToggle={onToggle}
          />
        ))}
      </ul>
    </Group>
  );
}
const FilterGroup = memo(FilterGroupItems) as typeof FilterGroupItems;

const selectCuisines = (state: RootState) => selectFilters(state).cuisines;
const selectPriceRanges = (state: RootState) => selectFilters(state).priceRanges;
const selectFeatures = (state: RootState) => selectFilters(state).features;
const selectDietaryOptions = (state: RootState) => selectFilters(state).dietaryOptions;
const selectAccessibility = (state: RootState) => selectFilters(state).accessibility;

interface FilterMenuProps {
  id: string;
  /** The Filters button; the menu is open while it is set. */
  anchorEl: HTMLElement | null;
  /** Id of the element that names the menu. */
  labelledBy: string;
  onClose: () => void;
}

/**
 * The Filters menu: Cuisine Type, Price Range, Features, Dietary and Accessibility, each a group
 * of checkable items. In the first three a restaurant needs any value ticked, in the last two all
 * of them (a vegan, gluten-free guest needs both), which their hints say.
 * Memoized: the Filters bar renders again with each tick (its count), the menu does not.
 */
export const FilterMenu = memo(function FilterMenu({ id, anchorEl, labelledBy, onClose }: FilterMenuProps) {
  return (
    <>
      <OptionCountsRequest isOpen={anchorEl !== null} />
      <OptionCountsAfterList isOpen={anchorEl !== null}>
        <Menu
          id={id}
          anchorEl={anchorEl}
          open={anchorEl !== null}
          onClose={onClose}
          variant="menu"
          // Rendered in place, inside the page's main landmark, rather than at the end of <body>.
          disablePortal
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
          slotProps={{
            list: {
              'aria-labelledby': labelledBy,
              // On a phone the menu is taller than the screen and scrolls: a scrolling region needs
              // something in the tab order (axe), and MUI's menu items all keep tabIndex -1. Only while
              // open: the menu sits right after the Filters button, and while it fades out a Tab from
              // the button would land in it and lose focus as it goes.
              tabIndex: anchorEl !== null ? 0 : -1,
              dense: true,
              sx: { display: { sm: 'grid' }, gridTemplateColumns: { sm: 'repeat(3, auto)' } },
            },
            paper: { sx: { mt: 1 } },
          }}
        >
          <FilterGroup
            group="cuisines"
            label="Cuisine Type"
            options={CUISINE_OPTIONS}
            selectSelected={selectCuisines}
            toggled={cuisineToggled}
          />
          <FilterGroup
            group="priceRanges"
            label="Price Range"
            options={PRICE_RANGE_OPTIONS}
            selectSelected={selectPriceRanges}
            toggled={priceRangeToggled}
          />
          <FilterGroup
            group="features"
            label="Features"
            options={FEATURE_OPTIONS}
            selectSelected={selectFeatures}
            toggled={featureToggled}
          />
          <FilterGroup
            group="dietaryOptions"
            label="Dietary"
            hint="Must offer all ticked"
            options={DIETARY_FILTER_OPTIONS}
            selectSelected={selectDietaryOptions}
            toggled={dietaryOptionToggled}
          />
          <FilterGroup
            group="accessibility"
            label="Accessibility"
            hint="Must have all ticked"
            options={ACCESSIBILITY_FILTER_OPTIONS}
            selectSelected={selectAccessibility}
            toggled={accessibilityFactToggled}
          />
        </Menu>
      </OptionCountsAfterList>
    </>
  );
});
