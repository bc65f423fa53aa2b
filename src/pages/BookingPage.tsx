import { useParams } from 'react-router-dom';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '@/app/hooks';
import { selectRestaurantById } from '@/features/restaurants/restaurantsSlice';
import { pageTitle } from '@/lib/pageTitle';

export function BookingPage() {
  const { id } = useParams();
  const restaurant = useAppSelector((state) => selectRestaurantById(state, id));
  const heading = restaurant ? `Book a Table at ${restaurant.name}` : 'Restaurant not found';
  return (
    <Container maxWidth="lg" sx={{ py: 6 }}>
      <title>{pageTitle(heading)}</title>
      <Typography component="h1" variant="h3">
        {heading}
      </Typography>
    </Container>
  );
}
