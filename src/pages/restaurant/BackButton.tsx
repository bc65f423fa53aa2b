import { useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { paths } from '@/lib/routes';

/**
 * Goes back in history. React Router keys the first location of a visit `default`: a page
 * opened directly has no page of ours to go back to, so it goes home instead of leaving the site.
 */
export function BackButton() {
  const navigate = useNavigate();
  const hasHistory = useLocation().key !== 'default';

  const handleClick = () => {
    if (hasHistory) void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <Button onClick={handleClick} color="inherit" startIcon={<ArrowBackRoundedIcon />} sx={{ ml: -1 }}>
      Back
    </Button>
  );
}
