import { Suspense, memo, useDeferredValue, useMemo } from 'react';
import { styled } from '@mui/material/styles';
import { fromTheme } from '@/speed/fromTheme';
import { SmallButtonLinks } from '@/speed/looks/SmallButtonLinks';
import { lazyWithReload } from '@/speed/lazyWithReload';
import { useAppSelector } from '@/app/hooks';
import { toBookingSearch } from '@/features/bookingInProgress/bookingLink';
import { useCurrentMinute } from '@/lib/clock';
import { formatShortDate, formatTime12 } from '@/lib/dates';
import { bookingPath } from '@/lib/routes';
import { useHydrated } from '@/lib/useHydrated';
import { usePlainLinkClick } from '@/lib/usePlainLinkClick';
import { CARD_TIMES_COUNT } from '@/features/availability/freeTimes';
import { makeSelectCardTimes } from './finderTimes';

// Only a full day shows it: its code (shared with the booking page's) comes with the first one.
const NotifyMeButton = lazyWithReload(async () => ({
  default: (await import(/* webpackChunkName: "notify-me" */ '@/features/watches/NotifyMeButton'))
    .NotifyMeButton,
}));

/** The narrowest a time may be drawn: "10:00 PM" and its padding, with a little to spare. */
const TIME_MIN_WIDTH_PX = 72;
const GAP_PX = 8;
/** How tall a row of times is: a time's line, padding and border. */
const ROW_HEIGHT_PX = 31;

/** The width of the row from which `columns` times fit side by side. */
const widthFor = (columns: number) => columns * TIME_MIN_WIDTH_PX + (columns - 1) * GAP_PX;
const heightOf = (rows: number) => rows * ROW_HEIGHT_PX + (rows - 1) * GAP_PX;

/**
 * The row of times, its words and its links as one styled element, the links drawn as small
 * outlined buttons (SmallButtonLinks); one click handler for all of them moves within the app
 * (usePlainLinkClick), rather than a React Router Link each.
 */
const TimesRoot = styled(SmallButtonLinks)(
  fromTheme((theme) => ({
    containerType: 'inline-size',
    // The rows five times take at the row's own width (a container query, so before any script
    // runs): three with two columns, two with three or four, one with five. The times fill them
    // in later without moving anything below.
    '& > div': {
      minHeight: heightOf(3),
      alignContent: 'start',
      gap: `${GAP_PX}px`,
      [`@container (min-width: ${widthFor(3)}px)`]: { minHeight: heightOf(2) },
      [`@container (min-width: ${widthFor(CARD_TIMES_COUNT)}px)`]: { minHeight: heightOf(1) },
    },
    // Every time whole, at any width: as many columns as fit, the rest on the next row.
    '& .times-grid': {
      display: 'grid',
      gridTemplateColumns: `repeat(auto-fill, minmax(${TIME_MIN_WIDTH_PX}px, 1fr))`,
    },
    // A full day: the words, then the later days, wrapping as they need.
    '& .times-later': { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
    '& .times-none': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
    '& .watching': { ...theme.typography.body2, color: theme.palette.text.secondary },
  })),
);

/**
 * The times a restaurant's card offers for the table the diner wants: one tap opens the
 * booking at that time. On a full day, the nearest later days instead, and Notify me. Its rows are reserved
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
  // plain list, today), whose times would show first and then give way to the URL's own.
  const cardTimes = useDeferredValue(
    useAppSelector((state) => (isHydrated ? selectCardTimes(state, restaurantId, at) : null)),
  );

  const handleLinkClick = usePlainLinkClick();

  // Drawn again only with the deferred times: the urgent render of a finder change costs nothing here.
  return useMemo(() => {
    const linkTo = (partySize: number, day: string, time: string) =>
      `${bookingPath(restaurantId)}${toBookingSearch({ partySize, date: day, time })}`;
    const isFullDay = cardTimes !== null && cardTimes.times.length === 0;
    return (
      <TimesRoot>
        <div
          role="group"
          aria-label={`Times at ${restaurantName}`}
          className={isFullDay ? 'times-later' : 'times-grid'}
        >
          {cardTimes !== null &&
            (cardTimes.times.length > 0 ? (
              cardTimes.times.map((time) => (
                <a
                  key={time}
                  href={linkTo(cardTimes.partySize, cardTimes.date, time)}
                  onClick={handleLinkClick}
                >
                  {formatTime12(time)}
                </a>
              ))
            ) : (
              <>
                <p className="times-none">
                  No times near {formatTime12(cardTimes.wanted)}
                  {cardTimes.nextAvailable.length > 0 ? '. Next:' : ''}
                </p>
                {cardTimes.nextAvailable.map((offer) => (
                  <a
                    key={offer.date}
                    href={linkTo(cardTimes.partySize, offer.date, offer.time)}
                    onClick={handleLinkClick}
                  >
                    {`${formatShortDate(offer.date)}, ${formatTime12(offer.time)}`}
                  </a>
                ))}
                <Suspense fallback={null}>
                  <NotifyMeButton
                    look="card"
                    start={{
                      restaurantId,
                      date: cardTimes.date,
                      time: cardTimes.wanted,
                      partySize: cardTimes.partySize,
                    }}
                  />
                </Suspense>
              </>
            ))}
        </div>
      </TimesRoot>
    );
  }, [cardTimes, restaurantId, restaurantName, handleLinkClick]);
});
