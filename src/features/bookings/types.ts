/** A diner's stored booking (docs/product.md#booking-record). This exact shape is what `localStorage.bookings` holds. */
export interface BookingRecord {
  id: string;
  restaurantId: string;
  restaurantName: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `HH:mm`, 24-hour. */
  time: string;
  partySize: number;
  customerInfo: { name: string; email: string; phone: string };
  specialRequests?: string;
  status: 'confirmed';
  /** `RB` followed by six digits. */
  confirmationNumber: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** What the diner asks for; the rest of the record is made when the booking is confirmed. */
export type BookingRequest = Omit<BookingRecord, 'id' | 'status' | 'confirmationNumber' | 'createdAt'>;

export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';
