import { useParams } from 'react-router-dom';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useRestaurant } from '@/features/restaurants/useRestaurant';
import { BookingFlow } from './booking/BookingFlow';
import { LocalDayjsAdapter } from './booking/localDateAdapter';
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
    <LocalizationProvider dateAdapter={LocalDayjsAdapter}>
      <BookingFlow restaurant={restaurant} />
    </LocalizationProvider>
  );
}
