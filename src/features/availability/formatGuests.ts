/** `1 guest`, `4 guests`. */
export const formatGuests = (count: number): string => `${count} ${count === 1 ? 'guest' : 'guests'}`;
