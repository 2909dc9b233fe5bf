/** What every vehicle view needs besides the vehicle: the dealer's phone and financing page. */
export interface DealerContact {
  phone: { display: string; e164: string };
  financingUrl: string;
}
