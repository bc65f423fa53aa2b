import Button from '@mui/material/Button';
import CloudOffRoundedIcon from '@mui/icons-material/CloudOffRounded';
import { PageLoading } from '@/components/PageLoading';
import { StatusPage } from '@/components/StatusPage';
import type { RestaurantLookup } from '@/features/restaurants/useRestaurant';
import { RestaurantNotFound } from './RestaurantNotFound';

/**
 * What a restaurant's pages show while its record is not in the store: a spinner while it loads,
 * not found when the catalogue has no such restaurant, and a way to try again when it failed.
 */
export function RestaurantUnavailable({ status, retry }: Pick<RestaurantLookup, 'status' | 'retry'>) {
  if (status === 'missing') return <RestaurantNotFound />;
  if (status !== 'failed') return <PageLoading />;
  return (
    <StatusPage
      title="Restaurant not loaded"
      mark={<CloudOffRoundedIcon />}
      heading="This restaurant could not be loaded"
      text="Check your connection, then try again."
    >
      <Button variant="contained" size="large" onClick={retry}>
        Try again
      </Button>
    </StatusPage>
  );
}
