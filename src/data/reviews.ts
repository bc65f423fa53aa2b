// Shown on every restaurant's page, so no comment names a dish or cuisine. Six, so the
// detail page's "first four" cut shows; r5 is the unverified one.
import type { Review } from '@/data/types';

export const reviews: Review[] = [
  {
    id: 'r1',
    customerName: 'Sarah Mitchell',
    rating: 5,
    comment:
      'We celebrated our anniversary here and every course was a highlight. The staff remembered our occasion without us mentioning it twice.',
    date: '2026-11-14',
    verified: true,
  },
  {
    id: 'r2',
    customerName: 'James Okafor',
    rating: 5,
    comment:
      'Warm service, beautifully paced courses and a room that feels special without being stuffy. Already planning our next visit.',
    date: '2026-11-02',
    verified: true,
  },
  {
    id: 'r3',
    customerName: 'Elena Rossi',
    rating: 4,
    comment:
      'Excellent food and a lovely atmosphere. It got quite loud around eight, so ask for a corner table if you want a quiet conversation.',
    date: '2026-10-27',
    verified: true,
  },
  {
    id: 'r4',
    customerName: 'David Chen',
    rating: 5,
    comment:
      'Booking took a minute and our table was ready the moment we walked in. The dessert alone is worth the trip.',
    date: '2026-10-19',
    verified: true,
  },
  {
    id: 'r5',
    customerName: 'Priya Nair',
    rating: 3,
    comment:
      'The dishes were good, but we waited almost half an hour between starters and mains. Friendly staff who apologized for the delay.',
    date: '2026-10-05',
    verified: false,
  },
  {
    id: 'r6',
    customerName: 'Marcus Bell',
    rating: 4,
    comment:
      'Generous portions, thoughtful drinks pairings and a very attentive host. A reliable choice for a night out.',
    date: '2026-09-21',
    verified: true,
  },
];
