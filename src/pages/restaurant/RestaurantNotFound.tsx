import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { StatusPage } from '@/components/StatusPage';
import { paths } from '@/lib/routes';

/** The detail page for an id no restaurant has. */
export function RestaurantNotFound() {
  return (
    <StatusPage
      title="Restaurant not found"
      mark={<SearchOffRoundedIcon />}
      heading="Restaurant not found"
      text="The restaurant you're looking for doesn't exist."
    >
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        Back to Restaurants
      </Button>
    </StatusPage>
  );
}
