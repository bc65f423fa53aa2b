import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import SearchOffRoundedIcon from '@mui/icons-material/SearchOffRounded';
import { StatusPage } from '@/components/StatusPage';
import { paths } from '@/lib/routes';

/** The booking page for an id no restaurant has: the title only and a way home. */
export function BookingNotFound() {
  return (
    <StatusPage title="Restaurant not found" mark={<SearchOffRoundedIcon />} heading="Restaurant not found">
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        Back to Home
      </Button>
    </StatusPage>
  );
}
