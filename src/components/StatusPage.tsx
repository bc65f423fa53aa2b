import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageHead } from './PageHead';

interface StatusPageProps {
  /** The document title's page part, e.g. "Page not found". */
  title: string;
  heading: string;
  /** Above the heading, for the eye only: a status code or an icon. */
  mark?: ReactNode;
  text?: ReactNode;
  /** What the page says where its link is shared; the heading when left out. */
  description?: string;
  /** The ways on: buttons or links. */
  children: ReactNode;
}

/**
 * A page that is a message rather than content: not found, failed. Never indexed by search
 * engines.
 */
export function StatusPage({ title, heading, mark, text, description, children }: StatusPageProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageHead title={title} description={description ?? heading} isNoIndex />
      {mark !== undefined && (
        <Box
          aria-hidden
          sx={
            typeof mark === 'string'
              ? { mb: 1, typography: 'h2', color: 'primary.main' }
              : { mb: 1, color: 'text.secondary', '& svg': { display: 'block', mx: 'auto', fontSize: 56 } }
          }
        >
          {mark}
        </Box>
      )}
      <Typography component="h1" variant="h4">
        {heading}
      </Typography>
      {text !== undefined && (
        <Typography sx={{ color: 'text.secondary', mt: 2, overflowWrap: 'anywhere' }}>{text}</Typography>
      )}
      <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        {children}
      </Box>
    </Container>
  );
}
