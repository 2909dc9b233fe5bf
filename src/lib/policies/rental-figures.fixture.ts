/**
 * A made-up rate card for the rule tests, shaped like content/rentals.json: a four-seater fleet with a daily
 * and a weekly plan, and a six-seater fleet with a daily plan only.
 */
import type { RentalFigures } from './rental-values';

export const rentalFiguresFixture = {
  fleets: [
    {
      id: 'four',
      title: 'Four Seater',
      deposit: 500,
      plans: [
        { id: 'daily', title: 'Daily', price: 100 },
        { id: 'weekly', title: 'Weekly', price: 420 },
      ],
    },
    { id: 'six', title: 'Six Seater', deposit: 750, plans: [{ id: 'daily', title: 'Daily', price: 150 }] },
  ],
} satisfies RentalFigures;
