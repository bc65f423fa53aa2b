import { NavLink, Link as RouterLink } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { PRODUCT_NAME, PRODUCT_TAGLINE, supportContact } from '@/data/site';
import { now } from '@/lib/dates';
import { phoneHref } from '@/lib/format';
import { paths } from '@/lib/routes';
import { containerLg, linkLook } from '@/speed/looks/styles';
import { SiteStatItems } from './SiteStatItems';

const supportLinks = [
  { label: 'Help Center', to: paths.help },
  { label: 'Contact Us', to: paths.contact },
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
];

/**
 * The footer and everything in it, drawn as plain elements by this one styled root at one
 * element's styling cost instead of some forty: MUI's Container and Link from `speed/looks`
 * (`containerLg`, `linkLook`), the theme's type scale for the texts. Every page renders it, in
 * the browser and in the prerender, where each page's render is mostly the styling of MUI
 * components (15,006 pages for 5,000 restaurants).
 */
const FooterRoot = styled('footer')(({ theme }) => {
  const body2 = { ...theme.typography.body2, margin: 0 };
  const column = { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) } as const;
  const wide = theme.breakpoints.up('md');
  return {
    marginTop: theme.spacing(8),
    backgroundColor: theme.palette.secondary.dark,
    color: theme.palette.common.white,
    '& .footer-container': {
      ...containerLg(theme),
      paddingTop: theme.spacing(6),
      paddingBottom: theme.spacing(6),
    },
    '& .footer-columns': {
      display: 'grid',
      gap: theme.spacing(4),
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      [wide]: { gridTemplateColumns: '4fr 2fr 3fr 3fr' },
    },
    '& .footer-wide': { gridColumn: '1 / -1', [wide]: { gridColumn: 'auto' } },
    '& .footer-name': { ...theme.typography.h6, margin: 0, fontWeight: 800 },
    '& .footer-text': { ...body2, opacity: 0.85 },
    '& .footer-tagline': { marginTop: theme.spacing(1), marginBottom: theme.spacing(2) },
    '& .footer-stats': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(3),
      listStyle: 'none',
      padding: 0,
      margin: 0,
    },
    '& .stat-value': { ...theme.typography.h6, margin: 0, display: 'block', fontWeight: 800 },
    '& .stat-label': { ...theme.typography.caption, margin: 0, opacity: 0.85 },
    '& .footer-heading': {
      ...theme.typography.subtitle2,
      margin: 0,
      marginBottom: theme.spacing(1.5),
      textTransform: 'uppercase',
      letterSpacing: '0.08em',
    },
    '& .footer-links': { ...column, alignItems: 'flex-start' },
    '& .footer-links-stretch': { alignItems: 'stretch' },
    '& .footer-address': { ...column, fontStyle: 'normal' },
    // MUI's Link (underline "always") in the footer's colour.
    '& .footer-link': {
      ...body2,
      ...linkLook(theme),
      color: 'inherit',
      opacity: 0.85,
      '&:hover': { ...linkLook(theme)['&:hover'], opacity: 1 },
    },
    '& .footer-rule': {
      margin: theme.spacing(4, 0),
      border: 0,
      borderTop: '1px solid currentColor',
      opacity: 0.2,
    },
  };
});

/** The footer of every page: claims, quick links, support links, contact details, copyright. */
export function Footer() {
  return (
    <FooterRoot>
      <div className="footer-container">
        <div className="footer-columns">
          <div className="footer-wide">
            <p className="footer-name">{PRODUCT_NAME}</p>
            <p className="footer-text footer-tagline">
              {PRODUCT_TAGLINE} Discover great restaurants and book a table in seconds.
            </p>
            <ul className="footer-stats">
              <SiteStatItems />
            </ul>
          </div>
          <nav aria-label="Quick links">
            <h2 className="footer-heading">Quick Links</h2>
            <div className="footer-links footer-links-stretch">
              <NavLink to={paths.home} end className="footer-link">
                Home
              </NavLink>
              <RouterLink to={{ pathname: paths.home, hash: 'restaurants' }} className="footer-link">
                Browse Restaurants
              </RouterLink>
            </div>
          </nav>
          <nav aria-label="Support">
            <h2 className="footer-heading">Support</h2>
            <div className="footer-links">
              {supportLinks.map(({ label, to }) => (
                <NavLink key={label} to={to} className="footer-link">
                  {label}
                </NavLink>
              ))}
            </div>
          </nav>
          <div className="footer-wide">
            <h2 className="footer-heading">Contact</h2>
            <address className="footer-address">
              <a href={phoneHref(supportContact.phone)} className="footer-link">
                {supportContact.phone}
              </a>
              <a href={`mailto:${supportContact.email}`} className="footer-link">
                {supportContact.email}
              </a>
              <p className="footer-text">{supportContact.address}</p>
            </address>
          </div>
        </div>
        <hr className="footer-rule" />
        <p className="footer-text">
          {/* The prerendered year may be last year's on New Year's Day; the visitor's clock wins. */}©{' '}
          <span suppressHydrationWarning>{now().year()}</span> {PRODUCT_NAME}. All rights reserved.
        </p>
      </div>
    </FooterRoot>
  );
}
