import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import { paths } from '@/lib/routes';
import { useCanGoBack } from '@/lib/useCanGoBack';

/** Goes back in history; on a page opened directly, home instead of leaving the site. */
export function BackButton() {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();

  const handleClick = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(paths.home);
  };

  return (
    <Button onClick={handleClick} color="inherit" startIcon={<ArrowBackRoundedIcon />} sx={{ ml: -1 }}>
      Back
    </Button>
  );
}
