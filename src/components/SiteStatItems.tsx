import { siteStats } from '@/data/site';

/**
 * The site's claims in numbers as list items, a value and a label each (`stat-value`,
 * `stat-label`), for the styled list that holds them to draw: the footer's and the home page's.
 */
export function SiteStatItems() {
  return siteStats.map((stat) => (
    <li key={stat.label}>
      <span className="stat-value">{stat.value}</span>
      <span className="stat-label">{stat.label}</span>
    </li>
  ));
}
