/**
 * The header's navigation, built from the route builders and county records: the top items and
 * the Counties and About menus, plus a Brands menu so the Denago and Evolution pages are one step away.
 */
import { countyPath, staticRoutes } from '../../lib/routes';

export interface NavLink {
  label: string;
  href: string;
}
export interface NavGroup {
  id: string;
  label: string;
  links: NavLink[];
}
export type NavItem = NavLink | NavGroup;

export function isGroup(item: NavItem): item is NavGroup {
  return 'links' in item;
}

export function buildNav(counties: { id: string; name: string }[]): NavItem[] {
  return [
    { label: 'Home', href: staticRoutes.home },
    { label: 'Inventory', href: staticRoutes.inventory },
    {
      id: 'brands',
      label: 'Brands',
      links: [
        { label: 'Denago', href: staticRoutes.denago },
        { label: 'Evolution', href: staticRoutes.evolution },
      ],
    },
    { label: 'Rentals', href: staticRoutes.rentals },
    { label: 'Services', href: staticRoutes.services },
    { label: 'Showroom', href: staticRoutes.showroom },
    { label: 'Contact', href: staticRoutes.contact },
    { id: 'counties', label: 'Counties', links: counties.map((c) => ({ label: c.name, href: countyPath(c) })) },
    {
      id: 'about',
      label: 'About',
      links: [
        { label: 'About Us', href: staticRoutes.about },
        { label: 'Financing', href: staticRoutes.financing },
        { label: 'Eco-Impact Calculator', href: staticRoutes.ecoImpact },
      ],
    },
  ];
}
