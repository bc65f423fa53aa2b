import type { CatalogueFile, RestaurantRecord } from '@/data/catalogueSchema';
import {
  ACCESSIBILITY_FACTS,
  CUISINES,
  DAYS,
  DIETARY_OPTIONS,
  FEATURES,
  PRICE_RANGES,
  SEATING_AREAS,
  type Cuisine,
} from '@/data/catalogueValues';
import type { ImageKey } from '@/data/imageKeys';
import defaultCatalogue from '../../catalogue/restaurants.json';

/*
 * Believable catalogues of any size, for benchmarks and tests (`npm run catalogue -- --count N
 * --seed S` writes one; the site ships catalogue/restaurants.json). Deterministic for a seed, so
 * every run measures the same list. Plain data and the schema's constants only: Node loads this
 * module as it is (scripts/catalogue.mjs).
 */

/** The shipped illustrations that suit each cuisine (every cuisine reuses the eight we have). */
const IMAGES_BY_CUISINE: Record<Cuisine, ImageKey[]> = {
  Italian: ['trattoria-pasta', 'trattoria-interior', 'trattoria-pizza-oven'],
  French: ['bistro-table', 'bistro-dessert', 'bistro-facade'],
  Steakhouse: ['steakhouse-steak', 'steakhouse-dining-room'],
  Asian: ['bistro-table', 'trattoria-interior', 'steakhouse-dining-room'],
  Mediterranean: ['trattoria-pizza-oven', 'bistro-facade', 'trattoria-interior'],
  American: ['steakhouse-steak', 'bistro-dessert', 'steakhouse-dining-room'],
};
const DISHES: Record<Cuisine, string[]> = {
  Italian: ['handmade pasta', 'wood-fired pizza', 'risotto', 'slow-braised ossobuco'],
  French: ['bouillabaisse', 'duck confit', 'steak frites', 'soufflés'],
  Steakhouse: ['dry-aged steaks', 'bone-in ribeye', 'tableside Caesar', 'oysters'],
  Asian: ['dim sum', 'ramen', 'hand-pulled noodles', 'robata skewers'],
  Mediterranean: ['mezze', 'grilled octopus', 'whole roasted fish', 'lamb kofta'],
  American: ['smash burgers', 'fried chicken', 'smoked brisket', 'seasonal pies'],
};
const FIRST = [
  'Golden',
  'Olive',
  'Copper',
  'Saffron',
  'Harbor',
  'Juniper',
  'Velvet',
  'Maple',
  'Cedar',
  'Lantern',
  'Salt',
  'Ember',
  'Fig',
  'Willow',
  'Marigold',
  'Iron',
];
const SECOND = [
  'Table',
  'Kitchen',
  'House',
  'Garden',
  'Bistro',
  'Grill',
  'Room',
  'Tavern',
  'Brasserie',
  'Social',
  'Pantry',
  'Hearth',
  'Cellar',
  'Counter',
];
const STREETS = [
  'Mulberry Lane',
  'Harbor Boulevard',
  'Linden Street',
  'Rue Claire',
  'Market Square',
  'Canal Road',
  'Orchard Avenue',
  'Station Street',
  'Hill Terrace',
  'Riverside Drive',
];
/** Cities with their centres: restaurants scatter within about 8 km of one. */
const CITIES = [
  { name: 'Riverton', lat: 41.8807, lng: -87.6298 },
  { name: 'Lakeside', lat: 43.0389, lng: -87.9065 },
  { name: 'Brookfield', lat: 39.7684, lng: -86.1581 },
  { name: 'Harbor City', lat: 42.3314, lng: -83.0458 },
  { name: 'Maple Falls', lat: 44.9778, lng: -93.265 },
  { name: 'Cedar Point', lat: 41.4993, lng: -81.6944 },
];
const AMENITIES = [
  'Wheelchair accessible',
  'Vegetarian options',
  'Gluten-free options',
  "Children's menu",
  'Free Wi-Fi',
  'Full bar',
  'Coat check',
  'Air conditioning',
  'Dog-friendly patio',
];
const OPENINGS = ['11:00', '11:30', '12:00', '16:30', '17:00', '17:30'];
const CLOSINGS = ['21:00', '21:30', '22:00', '22:30', '23:00'];

const WINDOW_HOURS = [2, 4, 12, 24, 24, 48, 72];
const FEES = [10, 15, 20, 25, 25, 35, 50];
const DEPOSITS = [10, 20, 25, 50];
/** How often a kitchen offers each diet, and a place states each fact of access. */
const DIETARY_SHARE: Record<(typeof DIETARY_OPTIONS)[number], number> = {
  Vegetarian: 0.8,
  Vegan: 0.4,
  'Gluten-free': 0.6,
  'Dairy-free': 0.3,
  'Nut-free': 0.2,
  Halal: 0.15,
  Kosher: 0.08,
};
const ACCESSIBILITY_SHARE: Record<(typeof ACCESSIBILITY_FACTS)[number], number> = {
  'Step-free entrance': 0.55,
  'Accessible restroom': 0.4,
  'Wheelchair-accessible seating': 0.45,
  'Accessible parking': 0.3,
  'Large-print menu': 0.15,
};

/** mulberry32: a tiny seeded PRNG with a uniform [0, 1) output. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/**
 * A catalogue of `count` restaurants, the spec's three first (ids 1-3, as the default catalogue
 * has them) and then generated ones with ids from 1000. Every record passes the schema.
 */
export const makeSyntheticCatalogue = (count: number, seed = 42): CatalogueFile => {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
  // The terms, seating and the rest draw from a stream of their own, so that the fields drawn
  // before them stay what they were for a seed (the bench compares builds of the same file).
  const randomFact = seeded(seed * 31 + 7);
  const pickFact = <T>(list: readonly T[]): T => list[Math.floor(randomFact() * list.length)] as T;
  const terms = (): RestaurantRecord['terms'] => {
    const hasFee = randomFact() < 0.75;
    const hasDeposit = randomFact() < 0.3;
    if (!hasFee && !hasDeposit) return {};
    return {
      currency: 'USD',
      ...(hasFee
        ? { cancellation: { freeUntilHours: pickFact(WINDOW_HOURS), feePerGuest: pickFact(FEES) } }
        : {}),
      ...(hasDeposit
        ? { deposit: { perGuest: pickFact(DEPOSITS), fromPartySize: 5 + Math.floor(randomFact() * 6) } }
        : {}),
    };
  };
  const facts = () => {
    const areas = SEATING_AREAS.filter((area) => randomFact() < (area === 'Dining room' ? 0.9 : 0.3));
    return {
      terms: terms(),
      seatingAreas: areas.length > 0 ? areas : ['Dining room' as const],
      dietaryOptions: DIETARY_OPTIONS.filter((option) => randomFact() < DIETARY_SHARE[option]),
      accessibility: ACCESSIBILITY_FACTS.filter((fact) => randomFact() < ACCESSIBILITY_SHARE[fact]),
    };
  };
  const spec = defaultCatalogue.restaurants.slice(0, count) as RestaurantRecord[];
  const generated = Array.from({ length: Math.max(0, count - spec.length) }, (_, index): RestaurantRecord => {
    const cuisine = pick(CUISINES);
    const city = pick(CITIES);
    const name = `${pick(FIRST)} ${pick(SECOND)} ${index + 1}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const [dish, secondDish] = [pick(DISHES[cuisine]), pick(DISHES[cuisine])];
    const images = IMAGES_BY_CUISINE[cuisine];
    const hero = pick(images);
    const open = pick(OPENINGS);
    const close = pick(CLOSINGS);
    const closedDay = random() < 0.6 ? pick(DAYS) : null;
    const lateDays = new Set(random() < 0.5 ? ['friday', 'saturday'] : []);
    return {
      id: String(1000 + index),
      name,
      cuisine,
      description: `${cuisine} cooking built around ${dish} and ${secondDish}, with seasonal produce and a relaxed room. A ${city.name} favorite for long dinners and celebrations with friends.`,
      rating: round(3.5 + random() * 1.5, 1),
      reviewCount: Math.floor(random() * 2000),
      priceRange: pick(PRICE_RANGES),
      location: {
        address: `${1 + Math.floor(random() * 980)} ${pick(STREETS)}`,
        city: city.name,
        coordinates: {
          lat: round(city.lat + (random() - 0.5) * 0.14, 4),
          lng: round(city.lng + (random() - 0.5) * 0.2, 4),
        },
      },
      images: { hero, gallery: [hero, ...images.filter((image) => image !== hero)] },
      features: FEATURES.filter(() => random() < 0.35),
      hours: Object.fromEntries(
        DAYS.map((day) => [
          day,
          {
            open,
            close: lateDays.has(day) && close < '23:00' ? '23:00' : close,
            ...(day === closedDay ? { closed: true } : {}),
          },
        ]),
      ) as RestaurantRecord['hours'],
      contact: {
        phone: `(555) ${String(100 + Math.floor(random() * 900))}-${String(Math.floor(random() * 10000)).padStart(4, '0')}`,
        email: `hello@${slug}.example`,
        website: `https://${slug}.example`,
      },
      amenities: AMENITIES.filter(() => random() < 0.4),
      menuHighlights: DISHES[cuisine].filter(() => random() < 0.7),
      ...facts(),
    };
  });
  return { version: 1, restaurants: [...spec, ...generated], reviews: defaultCatalogue.reviews };
};
