import { PlainIcon, iconLook } from '@/speed/looks/PlainIcon';
import { styled } from '@mui/material/styles';

interface IconListProps {
  items: string[];
  /** The path of the icon drawn before every item (decorative): one of MUI's, as PlainIcon takes it. */
  iconPath: string;
}

/** The list, its icons and texts as one styled element (MUI's Typography body2 and SvgIcon looks). */
const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: '1fr',
  columnGap: theme.spacing(3),
  rowGap: theme.spacing(1.25),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '& > li': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1.25) },
  '& > li > svg': { ...iconLook(20), color: theme.palette.secondary.main },
  '& > li > p': { ...theme.typography.body2, margin: 0, paddingTop: theme.spacing(0.125) },
}));

/** MUI's RestaurantMenuOutlined icon, for a list of dishes. */
export const MENU_ICON =
  'm8.1 13.34 2.83-2.83L3.91 3.5c-1.56 1.56-1.56 4.09 0 5.66zm6.78-1.81c1.53.71 3.68.21 5.27-1.38 1.91-1.91 2.28-4.65.81-6.12-1.46-1.46-4.2-1.1-6.12.81-1.59 1.59-2.09 3.74-1.38 5.27L3.7 19.87l1.41 1.41L12 14.41l6.88 6.88 1.41-1.41L13.41 13z';

/** MUI's CheckCircleOutlineRounded icon, for a list of what a place has. */
export const CHECK_ICON =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m3.88-11.71L10 14.17l-1.88-1.88a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41l2.59 2.59c.39.39 1.02.39 1.41 0L17.3 9.7c.39-.39.39-1.02 0-1.41s-1.03-.39-1.42 0';

/** A list with an icon per item, in two columns from small tablets up. */
export function IconList({ items, iconPath }: IconListProps) {
  return (
    <List>
      {items.map((item) => (
        <li key={item}>
          <PlainIcon path={iconPath} />
          <p>{item}</p>
        </li>
      ))}
    </List>
  );
}
