import { memo, useId } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { styled } from "@mui/material/styles";
import EditCalendarOutlinedIcon from "@mui/icons-material/EditCalendarOutlined";
import EventBusyOutlinedIcon from "@mui/icons-material/EventBusyOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import { useAppSelector } from "@/app/hooks";
import { Panel } from "@/components/Panel";
import { formatGuests } from "@/lib/format";
import { CalendarActions } from "@/features/bookings/CalendarActions";
import type { BookingRecord } from "@/features/bookings/types";
import { selectRestaurantById } from "@/features/restaurants/restaurantsSlice";
import { formatDisplayDate, formatTime12 } from "@/lib/dates";
import { restaurantPath } from "@/lib/routes";

interface BookingCardProps {
  booking: BookingRecord;
  /** Past and cancelled bookings are shown dimmed. */
  isPast: boolean;
  /** The id of the text that says what Add to Calendar does. */
  calendarHintId: string;
  /** Given for bookings the diner can still change or cancel. */
  onChange?: (booking: BookingRecord) => void;
  onCancel?: (booking: BookingRecord) => void;
}

const statusChip = (booking: BookingRecord, isPast: boolean) => {
  if (booking.status === "cancelled")
    return { label: "Cancelled", color: "default" as const };
  return isPast
    ? { label: "Past", color: "default" as const }
    : { label: "Confirmed", color: "success" as const };
};

// The details' styles, resolved once rather than per card and render (a card had 12 sx props).
const Details = styled("dl")(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(1.5),
  margin: theme.spacing(1.5, 0, 2),
  [theme.breakpoints.up("sm")]: {
    gridTemplateColumns: "repeat(4, auto)",
    justifyContent: "start",
    columnGap: theme.spacing(4),
  },
}));

// On phones the date and the confirmation number get a row each, time and party size share one.
const Detail = styled("div")(({ theme }) => ({
  "&.is-wide": { gridColumn: "1 / -1" },
  [theme.breakpoints.up("sm")]: { "&.is-wide": { gridColumn: "auto" } },
}));

const Label = styled("dt")(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
}));

const Value = styled("dd")(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  fontWeight: 600,
  overflowWrap: "anywhere",
  color: "inherit",
}));

/**
 * One stored booking: where, when, for how many, its confirmation number, and links onward.
 * Stored records may hold any text; it is only ever rendered as text. Memoized: when one booking
 * changes, or a page more is shown, the other cards are not rendered again.
 */
export const BookingCard = memo(function BookingCard({
  booking,
  isPast,
  calendarHintId,
  onChange,
  onCancel,
}: BookingCardProps) {
  const restaurant = useAppSelector((state) =>
    selectRestaurantById(state, booking.restaurantId),
  );
  const headingId = useId();
  const dateId = useId();
  const isCancelled = booking.status === "cancelled";
  const isDimmed = isPast || isCancelled;
  const chip = statusChip(booking, isPast);
  const when = `${formatDisplayDate(booking.date)} at ${formatTime12(booking.time)}`;
  const rows = [
    {
      label: "Date",
      value: formatDisplayDate(booking.date),
      id: dateId,
      isWide: true,
    },
    { label: "Time", value: formatTime12(booking.time) },
    { label: "Party size", value: formatGuests(booking.partySize) },
    {
      label: "Confirmation number",
      value: booking.confirmationNumber,
      isWide: true,
    },
  ];

  return (
    <Panel
      component="article"
      aria-labelledby={`${headingId} ${dateId}`}
      sx={{
        bgcolor: isDimmed ? "background.default" : "background.paper",
        color: isDimmed ? "text.secondary" : "text.primary",
      }}
    >
      <Box
        sx={{
          display: "flex",
          alignItems: "flex-start",
          justifyContent: "space-between",
          gap: 1.5,
        }}
      >
        <Typography
          id={headingId}
          component="h3"
          variant="h6"
          sx={{ overflowWrap: "anywhere", color: "inherit" }}
        >
          {booking.restaurantName}
        </Typography>
        <Chip
          label={chip.label}
          size="small"
          color={chip.color}
          variant="outlined"
          sx={{ flexShrink: 0 }}
        />
      </Box>
      <Details>
        {rows.map(({ label, value, id, isWide }) => (
          // A div may group a dt and its dd: the label above its value.
          <Detail key={label} className={isWide ? "is-wide" : undefined}>
            <Label>{label}</Label>
            <Value id={id}>{value}</Value>
          </Detail>
        ))}
      </Details>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "flex-start",
          gap: 1.5,
        }}
      >
        {restaurant ? (
          <Button
            component={RouterLink}
            to={restaurantPath(restaurant.id)}
            variant="text"
            size="small"
            startIcon={<StorefrontOutlinedIcon />}
          >
            View Restaurant
          </Button>
        ) : (
          <Typography variant="body2" sx={{ color: "text.secondary", py: 0.5 }}>
            This restaurant is no longer listed.
          </Typography>
        )}
        {!isCancelled && (
          <CalendarActions
            booking={booking}
            location={restaurant?.location}
            hintId={calendarHintId}
            size="small"
            isStackedOnPhones={false}
            isQuiet={isPast}
          />
        )}
        {restaurant && onChange && (
          <Button
            variant="text"
            size="small"
            startIcon={<EditCalendarOutlinedIcon />}
            onClick={() => onChange(booking)}
            aria-label={`Change booking at ${booking.restaurantName} on ${when}`}
          >
            Change
          </Button>
        )}
        {onCancel && (
          <Button
            variant="text"
            size="small"
            color="error"
            startIcon={<EventBusyOutlinedIcon />}
            onClick={() => onCancel(booking)}
            aria-label={`Cancel booking at ${booking.restaurantName} on ${when}`}
          >
            Cancel booking
          </Button>
        )}
      </Box>
    </Panel>
  );
});
