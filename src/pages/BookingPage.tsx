import { useParams } from 'react-router-dom';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useRestaurant } from '@/features/restaurants/useRestaurant';
import { BookingFlow } from './booking/BookingFlow';
import { BookingNotFound } from './booking/BookingNotFound';
import { RestaurantUnavailable } from './restaurant/RestaurantUnavailable';

/**
 * `/book/:id`: the three-step booking flow. The date-picker localization lives here, so its
 * code loads with this page's chunk only.
 */
export function BookingPage() {
  const { id } = useParams();
  const { restaurant, status, retry } = useRestaurant(id);
  if (!restaurant)
    return status === 'missing' ? (
      <BookingNotFound />
    ) : (
      <RestaurantUnavailable status={status} retry={retry} />
    );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <BookingFlow restaurant={restaurant} />
    </LocalizationProvider>
  );
}
