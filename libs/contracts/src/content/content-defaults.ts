import type { SiteContent } from './content-keys';
import { FIRST_INSTALL_CONTACT, FIRST_INSTALL_LINKS, SITE } from '../site/site';

/** The site map's three restroom markers share one panel text. */
const RESTROOMS =
  'Restrooms are here. Accessible restrooms and a baby changing station are in the Visitor Center.';

const PARKING = 'Parking is free and paved, close to the Visitor Center, with room for buses.';

/** What a fresh install shows for a key nobody has published yet (the API's; never in the public bundles). */
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
    quote:
      'Stand at the casting arch and you are standing where, for more than a century, men tapped a river of molten iron every few hours, day and night. Few places let you see the whole of an iron plantation still in one piece. This is one of them.',
    quote_by: 'The museum curator',
  },
  visit: {
    parking: PARKING,
    directions:
      'The furnace is in the village of Cornwall, south of Lebanon. Tap the address for a route from where you are; the entrance and the Visitor Center are signed from Rexmont Road.',
    accessibility:
      'Parking is free and paved. The tour climbs and descends about 100 steps, and one room has a seven inch step. Walkers are welcome in the charging room, but walkers, wheelchairs and strollers cannot enter the furnace building. The Visitor Center has accessible restrooms and baby changing. Service animals are welcome.\n\nNeed an accommodation? Please call {phone} or e-mail {email} before your visit.',
  },
  accessibility: {
    intro:
      'If you need an accommodation, please contact us in advance by phone at {phone} or by e-mail at {email}, and we will do our best to help.',
    sections: [
      { title: 'Parking', text: PARKING },
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
    lead: 'Our non-profit association has worked beside the state since 1984 to keep the furnace open, its buildings cared for and its stories told.',
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
      "Gifts of every size pay for school programs, conservation of the buildings and the volunteers' training. Donations to the association are tax-deductible as the law allows.",
    volunteer:
      "Volunteers guide tours, staff the museum store, help with special events, tend the grounds and research the site's history. No experience is needed: we train you, and you choose how often you come.\n\nTo start, call {phone} or write to {email}.",
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
    lead: '141 years of iron making, 1742 to 1883, and the museum that keeps it.',
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
  about: {
    lead: 'The most complete charcoal iron plantation left in America: furnace, engine house, shops, mansion and village.',
    history:
      'Peter Grubb built the furnace in 1742 beside one of the richest iron ore deposits in the East. For 141 years it turned ore, charcoal from the surrounding forests and limestone into pig iron, through the Revolution, when it cast cannon and shot, and the growth of a young nation, until cheaper coal-fired furnaces made it unprofitable. It went out of blast in 1883.',
    holdings:
      "The state owns and preserves the furnace building with its stack, charging room, engine house and the Great Wheel, four tons and 24 feet across, together with the buildings that served the works: the connecting shed, the boiler arch, the blacksmith and wagon shops, the stable, the paymaster's office, the abattoir and the houses of the manager and the ironmaster. The museum's collection includes tools, cast products and records of the plantation.",
    associates:
      'Since 1984 our non-profit association has supported the site with volunteers, programs and funds, alongside the state commission that owns it, and with the help of corporate sponsors.',
  },
  map: {
    parking: 'Free, paved parking for cars and buses, a short level walk from the Visitor Center.',
    museum:
      'Start here: buy your tour tickets, meet your guide and see how a charcoal iron plantation fed, housed and paid the people who worked it.',
    'museum-store':
      'Books on iron making and local history, cast-iron keepsakes and gifts for young visitors. Members save 10%.',
    exhibits:
      'Displays explain how ore, charcoal and limestone became iron, and a 15 minute film follows a day at the furnace in the 1800s.',
    buttresses:
      'Massive stone buttresses brace the furnace stack against the heat and weight inside it. Beside them, the roasting oven heated the ore before it was charged, driving off sulfur that made brittle iron.',
    'connecting-shed':
      'This covered passage linked the charcoal and ore stores to the top of the furnace, so fillers could keep it charged in any weather, day and night.',
    'cart-room':
      'Fillers wheeled carts of ore, charcoal and limestone across this floor and tipped them into the mouth of the furnace, several times an hour. Walkers are allowed in this room.',
    'giant-wheel':
      'Four tons of iron and 24 feet across, the Great Wheel was driven by a steam engine and worked the blowing tubs that forced air into the fire, making it hot enough to melt iron.',
    arch: 'Hot gases from the top of the furnace were led down to boilers under this arch. The steam they raised drove the engine of the Great Wheel: the furnace powered its own blast.',
    'molding-room':
      'Twice a day the furnace was tapped here. Molten iron ran along channels in the sand floor into molds called pigs; the cooled bars were sold as pig iron.',
    paymaster:
      "Workers' wages, store purchases and rents were settled here. Many families owed more to the company store than they earned in a month.",
    'blacksmith-shop':
      'The blacksmith made and mended the tools, chains, hinges and horseshoes the whole plantation depended on.',
    'wagon-shop':
      'Wagons carried charcoal from the woods and iron to market. Here wheelwrights built and repaired them.',
    stable:
      'Mules and horses hauled ore, charcoal and finished iron. The stable housed dozens of them and their feed.',
    'manager-house':
      'The manager ran the furnace day to day for the owners and lived close enough to hear if the blast faltered.',
    mansion:
      "The owners' mansion overlooked the works. Enlarged by later generations of the family, it showed how much wealth the furnace made.",
    abattoir:
      'The plantation raised and butchered its own livestock here to feed the families who lived and worked on the property.',
    'open-pit':
      'The ore came from the nearby ore banks, one of the richest iron deposits in the East. Mining continued long after the furnace closed in 1883; the pit later filled with water.',
    'miners-village':
      "Rows of houses built for the miners' families still stand nearby and are lived in today. Please enjoy them from the road: they are private homes.",
    'bathroom-visitor-center': RESTROOMS,
    'bathroom-parking': RESTROOMS,
    'bathroom-grounds': RESTROOMS,
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
