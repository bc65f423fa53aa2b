import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { containerLg } from '@/speed/looks/styles';

interface ReadyToDineCtaProps {
  /** Find a Table: takes the diner to the list. */
  onFindTable: () => void;
}

/**
 * The call to action, its Container and texts as one styled element (MUI's Container and
 * Typography looks: the heading h5, h4 from md up).
 */
const Cta = styled('section')(({ theme }) => ({
  ...containerLg(theme),
  marginTop: theme.spacing(8),
  '& .cta-panel': {
    padding: theme.spacing(5, 3),
    borderRadius: Number(theme.shape.borderRadius) * 4,
    textAlign: 'center',
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    [theme.breakpoints.up('md')]: { padding: theme.spacing(7, 6) },
  },
  '& h2': {
    ...theme.typography.h5,
    margin: 0,
    [theme.breakpoints.up('md')]: theme.typography.h4,
  },
  '& p': {
    ...theme.typography.body1,
    margin: theme.spacing(1.5, 'auto', 3),
    maxWidth: '36em',
    opacity: 0.9,
  },
}));

/** The closing call to action of the home page. */
export function ReadyToDineCta({ onFindTable }: ReadyToDineCtaProps) {
  return (
    <Cta aria-labelledby="ready-to-dine-heading">
      <div className="cta-panel">
        <h2 id="ready-to-dine-heading">Ready to Dine?</h2>
        <p>Pick a restaurant, choose a time and your table is confirmed in seconds. No sign-up needed.</p>
        <Button
          variant="contained"
          size="large"
          onClick={onFindTable}
          sx={{
            bgcolor: 'common.white',
            color: 'primary.main',
            '&:hover': { bgcolor: 'background.default' },
          }}
        >
          Find a Table
        </Button>
      </div>
    </Cta>
  );
}
