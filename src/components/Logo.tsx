import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RestaurantMenuRoundedIcon from '@mui/icons-material/RestaurantMenuRounded';
import { PRODUCT_NAME } from '@/data/site';
import { paths } from '@/lib/routes';

/** The product mark and name, linking home (and saying so, with aria-current, on the home page). */
export function Logo() {
  return (
    <Box
      component={NavLink}
      to={paths.home}
      end
      aria-label={`${PRODUCT_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: 2.5,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <RestaurantMenuRoundedIcon fontSize="small" />
      </Box>
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: '-0.02em' }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
