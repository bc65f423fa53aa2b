import { useParams } from 'react-router-dom';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useAppSelector } from '@/app/hooks';
import { selectRestaurantById } from '@/features/restaurants/restaurantsSlice';
import { BookingFlow } from './booking/BookingFlow';
import { BookingNotFound } from './booking/BookingNotFound';

/**
 * `/book/:id`: the three-step booking flow. The date-picker localization lives here, so its
 * code loads with this page's chunk only.
 */
export function BookingPage() {
  const { id } = useParams();
  const restaurant = useAppSelector((state) => selectRestaurantById(state, id));
  if (!restaurant) return <BookingNotFound />;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <BookingFlow restaurant={restaurant} />
    </LocalizationProvider>
  );
}
