import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

interface DetailSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled card on the detail page; its h2 names the region for screen readers. */
export function DetailSection({ title, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}
