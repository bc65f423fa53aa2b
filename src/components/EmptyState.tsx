import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Panel } from './Panel';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title within the page. */
  headingLevel?: 'h2' | 'h3';
  /** A way forward, e.g. a button that clears the filters. */
  action?: ReactNode;
}

/** A friendly "nothing here" block with an optional way forward. */
export function EmptyState({ title, description, icon, headingLevel = 'h2', action }: EmptyStateProps) {
  return (
    <Panel
      isDashed
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 2,
        bgcolor: 'background.paper',
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography component={headingLevel} variant="h6">
        {title}
      </Typography>
      {description && <Typography sx={{ color: 'text.secondary' }}>{description}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Panel>
  );
}
