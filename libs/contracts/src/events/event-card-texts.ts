/** The texts of an event card (the home page's carousel, /events): see events-public-texts.ts. */

/** Before the place of an event ("Where: Charging room"). */
export const whereLabel = 'Where';
/** Before an event's price ("Price: $8, members free"). */
export const priceLabel = 'Price';
/** The card's and the event page's link to the event's own .ics file. */
export const addToCalendar = 'Add to calendar';
