import { useId, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { flatCardLook } from '@/speed/looks/styles';

interface DetailSectionProps {
  title: string;
  children: ReactNode;
}

/**
 * The look of MUI's flat Card (the theme's border) with an h6 title, as one styled element: a
 * restaurant's page has seven of these, and the build renders one page per restaurant.
 */
const Section = styled('section')(({ theme }) => ({
  ...flatCardLook(theme),
  padding: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(3) },
  '& > h2': { ...theme.typography.h6, margin: 0, marginBottom: theme.spacing(2) },
}));

/** A titled card on the detail page; its h2 names the region for screen readers. */
export function DetailSection({ title, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </Section>
  );
}
