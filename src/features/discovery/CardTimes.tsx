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
  padding: '3px 9px',
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

/**
 * The times a restaurant's card offers for the table the diner wants: one tap opens the
 * booking at that time. On a full day, the nearest later days instead. One row of fixed
 * height, filled in once the page runs (availability is drawn on the device), so nothing moves.
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
  const cardTimes = useDeferredValue(useAppSelector((state) => selectCardTimes(state, restaurantId, at)));

  // Drawn again only with the deferred times: the urgent render of a finder change costs nothing here.
  return useMemo(() => {
    const linkTo = (partySize: number, day: string, time: string) =>
      `${bookingPath(restaurantId)}${toBookingSearch({ partySize, date: day, time })}`;
    return (
      <Box
        role="group"
        aria-label={`Times at ${restaurantName}`}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 36, overflowX: 'auto', pb: 0.5 }}
      >
        {isHydrated &&
          cardTimes !== null &&
          (cardTimes.times.length > 0 ? (
            cardTimes.times.map((time) => (
              <TimeLink key={time} to={linkTo(cardTimes.partySize, cardTimes.date, time)}>
                {formatTime12(time)}
              </TimeLink>
            ))
          ) : (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
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
    );
  }, [isHydrated, cardTimes, restaurantId, restaurantName]);
});
