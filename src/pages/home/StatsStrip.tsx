import { styled } from '@mui/material/styles';
import { SiteStatItems } from '@/components/SiteStatItems';
import { PRODUCT_NAME, siteStats } from '@/data/site';
import { containerLg } from '@/speed/looks/styles';

/** The strip, its Container and its figures as one styled element (MUI's Typography looks). */
const Strip = styled('section')(({ theme }) => ({
  backgroundColor: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& > ul': {
    ...containerLg(theme),
    marginTop: 0,
    marginBottom: 0,
    paddingTop: theme.spacing(2.5),
    paddingBottom: theme.spacing(2.5),
    display: 'grid',
    gridTemplateColumns: `repeat(${siteStats.length}, minmax(0, 1fr))`,
    gap: theme.spacing(2),
    listStyle: 'none',
    textAlign: 'center',
    [theme.breakpoints.up('md')]: { paddingTop: theme.spacing(3.5), paddingBottom: theme.spacing(3.5) },
  },
  '& .stat-value': {
    ...theme.typography.h5,
    margin: 0,
    display: 'block',
    color: theme.palette.primary.main,
    fontWeight: 800,
    [theme.breakpoints.up('md')]: { ...theme.typography.h4, fontWeight: 800 },
  },
  '& .stat-label': { ...theme.typography.body2, margin: 0, color: theme.palette.text.secondary },
}));

/** The site's claims in numbers, just below the hero. */
export function StatsStrip() {
  return (
    <Strip aria-label={`${PRODUCT_NAME} in numbers`}>
      <ul>
        <SiteStatItems />
      </ul>
    </Strip>
  );
}
