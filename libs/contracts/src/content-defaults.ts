import type { SiteContent } from './content-keys';
import { FIRST_INSTALL_CONTACT, FIRST_INSTALL_LINKS, SITE } from './site';

/**
 * What a fresh install shows: the facts of docs/product.md §9 and the pages' texts as first written.
 * The API serves these for a key nobody has published yet; pages read the API's content, never this
 * (so it stays out of the public bundles). Contact details and links are the association's
 * placeholders until staff enter the real ones in the admin ("Site content").
 */
export const CONTENT_DEFAULTS: SiteContent = {
  admission: {
    items: [
      { label: 'Regular', detail: 'ages 12-64', price: '$8.00' },
      { label: 'Youth', detail: 'ages 2-11', price: '$4.00' },
      { label: 'Reduced', detail: '65 and over, and motor club members', price: '$7.00' },
      { label: 'Children', detail: '2 and under', price: 'Free' },
    ],
    note: 'Members of our association are admitted free all year.',
  },
  tours: {
    intro:
      'Every visit includes a guided tour of the furnace building: the charging room at the top of the stack, the Great Wheel that blew air into the fire, and the casting house where the iron was tapped. Tours start at these times:',
    schedule: [
      { days: 'Friday and Saturday', times: '9:30 AM, 11:00 AM, 12:30 PM, 2:00 PM' },
      { days: 'Sunday', times: '12:30 PM, 2:30 PM' },
    ],
    note: 'Please arrive 15 minutes before your tour to buy tickets and watch our 15 minute film. Reservations are recommended: call {phone}.',
  },
  contact: FIRST_INSTALL_CONTACT,
  links: FIRST_INSTALL_LINKS,
  welcome: {
    tagline: SITE.tagline,
    title: 'Welcome to the furnace',
    text: 'From 1742 until 1883 this charcoal-fired blast furnace turned local ore into iron. Its stone stack, the great wheel that blew air into the fire, and the village where the miners lived still stand, cared for by the state and by the volunteers of our association.',
  },
  visit: {
    parking: 'Parking is free and paved, close to the Visitor Center, with room for buses.',
    directions:
      'The furnace is in the village of Cornwall, south of Lebanon. Tap the address for a route from where you are; the entrance and the Visitor Center are signed from Rexmont Road.',
    accessibility:
      'Parking is free and paved. The tour climbs and descends about 100 steps, and one room has a seven inch step. Walkers are welcome in the charging room, but walkers, wheelchairs and strollers cannot enter the furnace building. The Visitor Center has accessible restrooms and baby changing. Service animals are welcome.\n\nNeed an accommodation? Please call {phone} or e-mail {email} before your visit.',
  },
  accessibility: {
    intro:
      'If you need an accommodation, please contact us in advance by phone at {phone} or by e-mail at {email}, and we will do our best to help.',
    sections: [
      {
        title: 'Parking',
        text: 'Parking is free and paved, close to the Visitor Center, with room for buses.',
      },
      {
        title: 'Facilities',
        text: 'The Visitor Center has accessible restrooms and a baby changing station. There is no heat or air conditioning in the furnace building, so dress for the weather.',
      },
      {
        title: 'Audio and Visual',
        text: 'Our 15 minute introductory film plays in the Visitor Center. Guides speak throughout the tour; let us know ahead if you would like to stand near the guide or need written material.',
      },
      {
        title: 'Tours',
        text: 'The guided tour takes about 100 steps, up and down, and one room has a seven inch step. Walkers are allowed in the charging room, but walkers, wheelchairs and strollers are not allowed in the furnace building.',
      },
      {
        title: 'Animals',
        text: 'Service animals are encouraged. Pets are not allowed in the buildings; dogs are welcome on the grounds on a leash.',
      },
      {
        title: 'Sensory Considerations',
        text: 'Inside the furnace building it is dim and can be cool or hot with the season, as there is no heat or air conditioning. Spaces are tight in places and groups can be close together. The grounds outside are open and quiet.',
      },
      {
        title: 'Site Map',
        text: 'See the buildings and paths before you come on our [interactive site map](/map).',
      },
    ],
  },
  support: {
    membership: 'Members keep the furnace running. Every membership includes:',
    benefits: [
      'Free, unlimited admission all year',
      'Our quarterly newsletter',
      '10% off in the museum store',
      'Invitations to members-only programs and the annual meeting',
    ],
    upgrade:
      'For an additional fee you can upgrade to include a membership of the state heritage foundation, with its own benefits at historic sites across the state.',
    donate:
      'Gifts of every size pay for school programs, conservation of the buildings and the volunteers’ training. Donations to the association are tax-deductible as the law allows.',
    volunteer:
      'Volunteers guide tours, staff the museum store, help with special events, tend the grounds and research the site’s history. No experience is needed: we train you, and you choose how often you come.\n\nTo start, call {phone} or write to {email}.',
    sponsorship:
      'Businesses and organizations can sponsor an event, a school program or a restoration project. Sponsors are thanked on our associates page, in our newsletter and at the event.',
  },
  associates: {
    sponsors:
      'Local businesses sponsor our events, school programs and restoration projects. Their support pays for what admission alone cannot. We thank each sponsor here, in our newsletter and at the events they make possible.',
    associates:
      'Our association was formed in 1984 as a non-profit partner of the state historical and museum commission, which owns and administers the site. Its volunteers guide tours, run the museum store, hold special events and raise funds for the site.',
    board:
      'The association is governed by a volunteer board. Directors serve three-year terms and are elected by the members at the annual meeting. Its officers are:',
    officers: [
      { role: 'President', name: '' },
      { role: 'Vice President', name: '' },
      { role: 'Secretary', name: '' },
      { role: 'Treasurer', name: '' },
    ],
    membership:
      'Members enjoy free unlimited admission, the quarterly newsletter, 10% off in the museum store and invitations to member events, and vote at the annual meeting.',
  },
  history: {
    sections: [
      {
        title: 'Grubb Legacy 1734-1789',
        text: 'Peter Grubb, a stonemason, bought land here in the 1730s over an outcrop of magnetite ore and in 1742 built a furnace, naming it for his father’s home in Cornwall, England. He also built a forge nearby to refine the iron.\n\nHis sons Curtis and Peter Jr. inherited the works and ran them through the Revolution, when the furnace cast cannon, shot and shell for the Continental Army. Debts and a divided family ownership followed the war.',
      },
      {
        title: 'Robert Coleman 1786-1825',
        text: 'Robert Coleman, an Irish immigrant who had learned the iron trade as a clerk, began buying shares of the furnace in 1786 and became its sole owner. He became one of the richest men in the state.\n\nUnder Coleman the plantation grew into a village of its own, with houses, shops, farms and thousands of acres of woodland cut in rotation for charcoal.',
      },
      {
        title: 'William Coleman and G. Dawson Coleman 1836-1864',
        text: 'Coleman’s grandsons modernized the works. Around 1856 the furnace was rebuilt with a steam-driven blast, the Great Wheel and boilers heated by the furnace’s own waste gases, and most of the buildings seen today took their present form.\n\nThey also built the first of the stone and brick houses for miners’ families, which still stand as the miners’ village.',
      },
      {
        title: 'Heirs and Cornwall Iron Company 1864-1883',
        text: 'Later heirs ran the furnace through a company while mining at the ore banks grew ever larger. Modern anthracite and coke furnaces made far more iron at lower cost, and in 1883 the charcoal furnace went out of blast for the last time.',
      },
      {
        title: 'The Museum',
        text: 'In 1932 the family gave the furnace and its buildings to the state, which opened them to the public as a historic site. Because nothing was modernized after 1883, the site shows a complete charcoal iron plantation as it last worked.\n\nIn 1984 friends of the furnace formed our non-profit association to support the site with volunteers, programs and funds. Today the state historical and museum commission and the association care for it together.',
      },
    ],
  },
  announcement: {
    title: 'A new site for the furnace',
    text: 'Our new website shows whether the museum is open right now, keeps the schedule of programs up to date and works well on phones, with screen readers and on slow connections.',
    coming: [
      'An interactive timeline of the furnace’s 141 years',
      'An online museum shop',
      'Membership accounts',
      'A donation portal',
    ],
    feedback: 'Found something missing or broken? Write to {email}.',
  },
};
