import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHead } from '@/components/PageHead';

interface InfoPageProps {
  /** The page's `h1`, and its part of the document title. */
  heading: string;
  /** What the page says where its link is shared, and to search engines. */
  description: string;
  /** Its URL, for the canonical link. */
  path: string;
  /** The first paragraph, under the heading. */
  intro: ReactNode;
  /** Its sections, each an `InfoSection`. */
  children: ReactNode;
}

/** A page of the footer's Support links: one `h1`, a short introduction, then `h2` sections. */
export function InfoPage({ heading, description, path, intro, children }: InfoPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead title={heading} description={description} path={path} />
      <Typography component="h1" variant="h3" sx={{ typography: { xs: 'h4', md: 'h3' } }}>
        {heading}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 2, maxWidth: '40em' }}>{intro}</Typography>
      <Stack spacing={4} sx={{ mt: 5 }}>
        {children}
      </Stack>
    </Container>
  );
}
