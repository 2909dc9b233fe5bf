/**
 * The facts of a made-up dealer, so the fact check is tested apart from today's content: two fleets (Small
 * Carts $100 a day or $600 a week, Big Carts $150 or $700), free rental delivery within 8 miles and sales
 * delivery within 20, showroom hours Tuesday to Saturday 10:00-19:00, 2,500 customers, 1.9% APR (8.5% standard).
 */
import type { SiteFacts } from './fact-check';
import { siteFacts } from './site-facts';

export const madeUpDealerFacts: SiteFacts = siteFacts({
  fleets: [
    {
      title: 'Small Carts',
      plans: [
        { title: 'Daily', duration: '24 hours', price: 100 },
        { title: 'Weekly', duration: '7 days', price: 600 },
      ],
    },
    {
      title: 'Big Carts',
      plans: [
        { title: 'Daily', duration: '24 hours', price: 150 },
        { title: 'Weekly', duration: '7 days', price: 700 },
      ],
    },
  ],
  delivery: { rental: { freeWithinMiles: 8 }, sales: { freeWithinMiles: 20 } },
  hours: {
    showroom: { open: [{ days: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '10:00', closes: '19:00' }] },
    service: { open: [{ days: ['Monday', 'Tuesday'], opens: '07:30', closes: '16:00' }] },
    delivery: { open: [{ days: ['Saturday', 'Sunday'], opens: '08:00', closes: '12:00' }] },
  },
  customersServed: 2500,
  promoApr: 1.9,
  standardApr: 8.5,
});
