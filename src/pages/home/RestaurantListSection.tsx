import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import { FilterBar } from '@/features/discovery/FilterBar';
import { ResultCount } from '@/features/discovery/ResultCount';
import { SortSelect } from '@/features/discovery/SortSelect';
import { TableFinder } from '@/features/discovery/TableFinder';
import { RESTAURANT_LIST_ID } from '@/lib/routes';
import { HomeResults } from './HomeResults';

interface RestaurantListSectionProps {
  /** The section heading, focused when a button takes the diner here. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** View All: the whole list, nothing searched or filtered. */
  onViewAll?: () => void;
}

/** Featured Restaurants: filter bar, result count and sort, then the cards. `/#restaurants` lands here. */
export function RestaurantListSection({ headingRef, onViewAll }: RestaurantListSectionProps) {
  return (
    <Container
      component="section"
      id={RESTAURANT_LIST_ID}
      maxWidth="lg"
      aria-labelledby="restaurant-list-heading"
      sx={(theme) => ({
        pt: { xs: 5, md: 7 },
        // Clear of the sticky header when scrolled to: two rows on phones, one from md.
        scrollMarginTop: theme.spacing(14),
        [theme.breakpoints.up('md')]: { scrollMarginTop: theme.spacing(8) },
      })}
    >
      <Box
        // View All goes under the heading when both do not fit (a phone with large text).
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <div>
          <Typography
            ref={headingRef}
            id="restaurant-list-heading"
            component="h2"
            tabIndex={-1}
            sx={{ typography: { xs: 'h5', md: 'h4' }, '&:focus': { outline: 'none' } }}
          >
            Featured Restaurants
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            Hand-picked places diners love right now
          </Typography>
        </div>
        <Button endIcon={<ArrowForwardRoundedIcon />} onClick={onViewAll} sx={{ flexShrink: 0 }}>
          View All
        </Button>
      </Box>
      <TableFinder />
      <FilterBar />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          my: 3,
        }}
      >
        <ResultCount />
        <SortSelect />
      </Box>
      <HomeResults />
    </Container>
  );
}
