import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface ReadyToDineCtaProps {
  /** Find a Table: takes the diner to the list. */
  onFindTable: () => void;
}

/** The closing call to action of the home page. */
export function ReadyToDineCta({ onFindTable }: ReadyToDineCtaProps) {
  return (
    <Container component="section" maxWidth="lg" aria-labelledby="ready-to-dine-heading" sx={{ mt: 8 }}>
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 4,
          px: { xs: 3, md: 6 },
          py: { xs: 5, md: 7 },
          textAlign: 'center',
        }}
      >
        <Typography id="ready-to-dine-heading" component="h2" sx={{ typography: { xs: 'h5', md: 'h4' } }}>
          Ready to Dine?
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, mx: 'auto', maxWidth: '36em', opacity: 0.9 }}>
          Pick a restaurant, choose a time and your table is confirmed in seconds. No sign-up needed.
        </Typography>
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
      </Box>
    </Container>
  );
}
