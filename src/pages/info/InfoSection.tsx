import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface InfoSectionProps {
  title: string;
  /** Paragraphs (`Typography`), lists and links. */
  children: ReactNode;
}

/** A section of a Support page, named by its `h2`. */
export function InfoSection({ title, children }: InfoSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        maxWidth: '40em',
        '& p + p, & p + ul, & ul + p': { mt: 1.5 },
        '& ul': { pl: 3, my: 0 },
        '& li + li': { mt: 0.75 },
      }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
