import { NavLink, Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME, PRODUCT_TAGLINE, siteStats, supportContact } from '@/data/site';
import { now } from '@/lib/dates';
import { phoneHref } from '@/lib/format';
import { paths } from '@/lib/routes';

const linkSx = { color: 'inherit', opacity: 0.85, '&:hover': { opacity: 1 } } as const;

const supportLinks = [
  { label: 'Help Center', to: paths.help },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
];

function FooterHeading({ children }: { children: string }) {
  return (
    <Typography
      component="h2"
      variant="subtitle2"
      sx={{ mb: 1.5, textTransform: 'uppercase', letterSpacing: '0.08em' }}
    >
      {children}
    </Typography>
  );
}

/** The footer of every page: claims, quick links, support links, contact details, copyright. */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'secondary.dark', color: 'common.white', mt: 8 }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        {/* Plain CSS grid: the same columns as MUI's Grid, without its code on every page. */}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '4fr 2fr 3fr 3fr' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.85, mt: 1, mb: 2 }}>
              {PRODUCT_TAGLINE} Discover great restaurants and book a table in seconds.
            </Typography>
            <Stack
              component="ul"
              direction="row"
              spacing={3}
              useFlexGap
              sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
            >
              {siteStats.map((stat) => (
                <Box component="li" key={stat.label}>
                  <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 800 }}>
                    {stat.value}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ opacity: 0.85 }}>
                    {stat.label}
                  </Typography>
                </Box>
              ))}
            </Stack>
          </Box>
          <Box>
            <Box component="nav" aria-label="Quick links">
              <FooterHeading>Quick Links</FooterHeading>
              <Stack spacing={1}>
                <Link component={NavLink} to={paths.home} end variant="body2" sx={linkSx}>
                  Home
                </Link>
                <Link
                  component={RouterLink}
                  to={{ pathname: paths.home, hash: 'restaurants' }}
                  variant="body2"
                  sx={linkSx}
                >
                  Browse Restaurants
                </Link>
              </Stack>
            </Box>
          </Box>
          <Box component="nav" aria-label="Support">
            <FooterHeading>Support</FooterHeading>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              {supportLinks.map(({ label, to }) => (
                <Link key={label} component={NavLink} to={to} variant="body2" sx={linkSx}>
                  {label}
                </Link>
              ))}
            </Stack>
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <FooterHeading>Contact</FooterHeading>
            <Stack component="address" spacing={1} sx={{ fontStyle: 'normal' }}>
              <Link href={phoneHref(supportContact.phone)} variant="body2" sx={linkSx}>
                {supportContact.phone}
              </Link>
              <Link href={`mailto:${supportContact.email}`} variant="body2" sx={linkSx}>
                {supportContact.email}
              </Link>
              <Typography variant="body2" sx={{ opacity: 0.85 }}>
                {supportContact.address}
              </Typography>
            </Stack>
          </Box>
        </Box>
        {/* A plain rule, as MUI's Divider draws it, without its code on every page. */}
        <Box
          component="hr"
          sx={{ my: 4, mx: 0, border: 0, borderTop: '1px solid currentColor', opacity: 0.2 }}
        />
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {/* The prerendered year may be last year's on New Year's Day; the visitor's clock wins. */}©{' '}
          <span suppressHydrationWarning>{now().year()}</span> {PRODUCT_NAME}. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
