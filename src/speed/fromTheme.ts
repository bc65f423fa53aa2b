import type { Theme } from '@mui/material/styles';
import { theme } from '@/theme/theme';

/**
 * Styles worked out once from the site's one theme, for a styled element a page draws many times
 * (a card's root, its rating, its price, its times). MUI serializes a plain style object once,
 * as the component is defined; a style function of the theme it calls at every render, and
 * Emotion writes the object out as CSS and hashes it again each time.
 */
export const fromTheme = <Styles>(styles: (siteTheme: Theme) => Styles): Styles => styles(theme);
