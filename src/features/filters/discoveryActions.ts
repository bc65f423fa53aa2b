import { createAction } from '@reduxjs/toolkit';

/**
 * The diner starts discovery over: the search text and every filter are cleared at once
 * (the empty state's Clear Filters). One event, handled by both the search and filters slices.
 */
export const discoveryReset = createAction('discovery/reset');
