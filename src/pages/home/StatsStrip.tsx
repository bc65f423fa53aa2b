import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, siteStats } from '@/data/site';

/** The site's claims in numbers, just below the hero. */
export function StatsStrip() {
  return (
    <Box
      component="section"
      aria-label={`${PRODUCT_NAME} in numbers`}
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box
          component="ul"
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${siteStats.length}, minmax(0, 1fr))`,
            gap: 2,
            listStyle: 'none',
            m: 0,
            px: 0,
            py: { xs: 2.5, md: 3.5 },
            textAlign: 'center',
          }}
        >
          {siteStats.map((stat) => (
            <li key={stat.label}>
              <Typography
                component="span"
                sx={{
                  display: 'block',
                  typography: { xs: 'h5', md: 'h4' },
                  color: 'primary.main',
                  fontWeight: 800,
                }}
              >
                {stat.value}
              </Typography>
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {stat.label}
              </Typography>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
