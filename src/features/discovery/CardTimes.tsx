import { memo, useDeferredValue, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useAppSelector } from '@/app/hooks';
import { toBookingSearch } from '@/features/bookings/bookingLink';
import { useCurrentMinute } from '@/lib/clock';
import { formatShortDate, formatTime12 } from '@/lib/dates';
import { bookingPath } from '@/lib/routes';
import { useHydrated } from '@/lib/useHydrated';
import { makeSelectCardTimes } from './tableFinder';

/**
 * A time, drawn like MUI's small outlined button by one styled link rather than a Button each:
 * a page of cards shows dozens of them, and the list renders again as the diner types.
 */
const TimeLink = styled(RouterLink)(({ theme }) => ({
  flexShrink: 0,
  padding: '3px 4px',
  textAlign: 'center',
  border: `1px solid ${theme.palette.primary.main}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.primary.main,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: theme.typography.button.fontWeight,
  lineHeight: 1.75,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/** The narrowest a time may be drawn: "10:00 PM" and its padding, with a little to spare. */
const TIME_MIN_WIDTH_PX = 72;
const GAP_PX = 8;
/** How tall a row of times is: a time's line, padding and border. */
const ROW_HEIGHT_PX = 31;
/** The most times a card offers (tableFinder.ts, `nearestFreeTimes`). */
const MAX_TIMES = 5;

/** The width of the row from which `columns` times fit side by side. */
const widthFor = (columns: number) => columns * TIME_MIN_WIDTH_PX + (columns - 1) * GAP_PX;
const heightOf = (rows: number) => rows * ROW_HEIGHT_PX + (rows - 1) * GAP_PX;

/**
 * The rows five times take at the row's own width (a container query, so before any script
 * runs): three with two columns, two with three or four, one with five. The times fill them in
 * later without moving anything below.
 */
const reservedRows = {
  minHeight: heightOf(3),
  [`@container (min-width: ${widthFor(3)}px)`]: { minHeight: heightOf(2) },
  [`@container (min-width: ${widthFor(MAX_TIMES)}px)`]: { minHeight: heightOf(1) },
} as const;

/** Every time whole, at any width: as many columns as fit, the rest on the next row. */
const timesGrid = {
  ...reservedRows,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${TIME_MIN_WIDTH_PX}px, 1fr))`,
  alignContent: 'start',
  gap: `${GAP_PX}px`,
} as const;

/** A full day: the words, then the later days, wrapping as they need. */
const nextDaysRow = {
  ...reservedRows,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  alignContent: 'start',
  gap: `${GAP_PX}px`,
} as const;

/**
 * The times a restaurant's card offers for the table the diner wants: one tap opens the
 * booking at that time. On a full day, the nearest later days instead. Its rows are reserved
 * and filled in once the page runs (availability is drawn on the device), so nothing moves.
 * A change of the finder draws the new times in a render React can interrupt, after the field
 * has answered (finder: party size, 1,000 restaurants: 12 times rows out of the key press); a
 * new party or day keeps the times shown, links and all, until its draws are made.
 */
export const CardTimes = memo(function CardTimes({
  restaurantId,
  restaurantName,
}: {
  restaurantId: string;
  restaurantName: string;
}) {
  const isHydrated = useHydrated();
  const at = useCurrentMinute();
  const selectCardTimes = useMemo(() => makeSelectCardTimes(), []);
  // Nothing while hydrating: that render reads the state the prerendered page was made from (the
  // plain list, today), whose times would show first and then give way to the address's own.
  const cardTimes = useDeferredValue(
    useAppSelector((state) => (isHydrated ? selectCardTimes(state, restaurantId, at) : null)),
  );

  // Drawn again only with the deferred times: the urgent render of a finder change costs nothing here.
  return useMemo(() => {
    const linkTo = (partySize: number, day: string, time: string) =>
      `${bookingPath(restaurantId)}${toBookingSearch({ partySize, date: day, time })}`;
    return (
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          role="group"
          aria-label={`Times at ${restaurantName}`}
          sx={cardTimes !== null && cardTimes.times.length === 0 ? nextDaysRow : timesGrid}
        >
          {cardTimes !== null &&
            (cardTimes.times.length > 0 ? (
              cardTimes.times.map((time) => (
                <TimeLink key={time} to={linkTo(cardTimes.partySize, cardTimes.date, time)}>
                  {formatTime12(time)}
                </TimeLink>
              ))
            ) : (
              <>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  No times near {formatTime12(cardTimes.wanted)}
                  {cardTimes.nextAvailable.length > 0 ? '. Next:' : ''}
                </Typography>
                {cardTimes.nextAvailable.map((offer) => (
                  <TimeLink key={offer.date} to={linkTo(cardTimes.partySize, offer.date, offer.time)}>
                    {`${formatShortDate(offer.date)}, ${formatTime12(offer.time)}`}
                  </TimeLink>
                ))}
              </>
            ))}
        </Box>
      </Box>
    );
  }, [cardTimes, restaurantId, restaurantName]);
});
