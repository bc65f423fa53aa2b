// npm run output-size: what each restaurant costs in the build (DIST_DIR, default dist/), its
// files and bytes, against the budget that keeps a large catalogue within a host's limits
// (docs/deploy.md); exits 1 past it.
import { RESTAURANT_BUDGET, describeCost, restaurantCost } from './lib/outputSize.mjs';

const cost = restaurantCost(process.env.DIST_DIR || 'dist');
console.log(describeCost(cost));
if (cost.maxFiles > RESTAURANT_BUDGET.files || cost.maxBytes > RESTAURANT_BUDGET.bytes) {
  console.error('Over the budget per restaurant.');
  process.exitCode = 1;
}
