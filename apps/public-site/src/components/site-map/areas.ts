import abattoir from '../../assets/map/abattoir.svg';
import arch from '../../assets/map/arch.svg';
import blacksmith from '../../assets/map/blacksmith.svg';
import cartRoom from '../../assets/map/cart-room.svg';
import castingHouse from '../../assets/map/casting-house.svg';
import exhibits from '../../assets/map/exhibits.svg';
import managerHouse from '../../assets/map/manager-house.svg';
import mansion from '../../assets/map/mansion.svg';
import museum from '../../assets/map/museum.svg';
import openPit from '../../assets/map/open-pit.svg';
import parking from '../../assets/map/parking.svg';
import paymaster from '../../assets/map/paymaster.svg';
import restroom from '../../assets/map/restroom.svg';
import roastingOven from '../../assets/map/roasting-oven.svg';
import shed from '../../assets/map/shed.svg';
import stable from '../../assets/map/stable.svg';
import store from '../../assets/map/store.svg';
import village from '../../assets/map/village.svg';
import wagonShop from '../../assets/map/wagon-shop.svg';
import wheel from '../../assets/map/wheel.svg';

export interface MapArea {
  id: string;
  /** Short name on the marker and in the key. */
  label: string;
  title: string;
  image: string;
  imageAlt: string;
  text: string;
  /** Marker position on the map, in percent of its width and height. */
  x: number;
  y: number;
}

const RESTROOM_TEXT =
  'Restrooms are here. Accessible restrooms and a baby changing station are in the Visitor Center.';

/** docs/product.md §2 "Interactive site map": every clickable area, in walking order. */
export const MAP_AREAS: MapArea[] = [
  {
    id: 'parking',
    label: 'Parking',
    title: 'Visitor Parking',
    image: parking,
    imageAlt: 'Parking sign',
    x: 12,
    y: 78,
    text: 'Free, paved parking for cars and buses, a short level walk from the Visitor Center.',
  },
  {
    id: 'museum',
    label: 'Museum',
    title: 'Museum and Visitor Center',
    image: museum,
    imageAlt: 'The stone Visitor Center building',
    x: 24,
    y: 62,
    text: 'Start here: buy your tour tickets, meet your guide and see how a charcoal iron plantation fed, housed and paid the people who worked it.',
  },
  {
    id: 'museum-store',
    label: 'Museum store',
    title: 'Museum Store',
    image: store,
    imageAlt: 'The museum store',
    x: 33,
    y: 72,
    text: 'Books on iron making and local history, cast-iron keepsakes and gifts for young visitors. Members save 10%.',
  },
  {
    id: 'exhibits',
    label: 'Exhibits and film',
    title: 'Interpretive Displays and Film',
    image: exhibits,
    imageAlt: 'A screen showing the furnace in an exhibit room',
    x: 20,
    y: 50,
    text: 'Displays explain how ore, charcoal and limestone became iron, and a 15 minute film follows a day at the furnace in the 1800s.',
  },
  {
    id: 'buttresses',
    label: 'Buttresses',
    title: 'Buttresses and Roasting Oven',
    image: roastingOven,
    imageAlt: 'The furnace stack, its buttresses and the roasting oven',
    x: 46,
    y: 40,
    text: 'Massive stone buttresses brace the furnace stack against the heat and weight inside it. Beside them, the roasting oven heated the ore before it was charged, driving off sulfur that made brittle iron.',
  },
  {
    id: 'connecting-shed',
    label: 'Connecting shed',
    title: 'Connecting Shed',
    image: shed,
    imageAlt: 'A long timber shed',
    x: 38,
    y: 30,
    text: 'This covered passage linked the charcoal and ore stores to the top of the furnace, so fillers could keep it charged in any weather, day and night.',
  },
  {
    id: 'cart-room',
    label: 'Charging room',
    title: 'Cart Room (Charging Room)',
    image: cartRoom,
    imageAlt: 'An ore cart on the charging floor',
    x: 50,
    y: 26,
    text: 'Fillers wheeled carts of ore, charcoal and limestone across this floor and tipped them into the mouth of the furnace, several times an hour. Walkers are allowed in this room.',
  },
  {
    id: 'giant-wheel',
    label: 'Great Wheel',
    title: 'The Great Wheel',
    image: wheel,
    imageAlt: 'The Great Wheel in the engine house',
    x: 62,
    y: 34,
    text: 'Four tons of iron and 24 feet across, the Great Wheel was driven by a steam engine and worked the blowing tubs that forced air into the fire, making it hot enough to melt iron.',
  },
  {
    id: 'arch',
    label: 'Boiler arch',
    title: 'Arch and Boilers',
    image: arch,
    imageAlt: 'A stone arch over the boilers',
    x: 58,
    y: 48,
    text: 'Hot gases from the top of the furnace were led down to boilers under this arch. The steam they raised drove the engine of the Great Wheel: the furnace powered its own blast.',
  },
  {
    id: 'molding-room',
    label: 'Casting house',
    title: 'Molding Room (Casting House)',
    image: castingHouse,
    imageAlt: 'Molten iron running into sand molds',
    x: 48,
    y: 54,
    text: 'Twice a day the furnace was tapped here. Molten iron ran along channels in the sand floor into molds called pigs; the cooled bars were sold as pig iron.',
  },
  {
    id: 'paymaster',
    label: 'Paymaster',
    title: "Paymaster's Office",
    image: paymaster,
    imageAlt: "The paymaster's small office building",
    x: 36,
    y: 84,
    text: "Workers' wages, store purchases and rents were settled here. Many families owed more to the company store than they earned in a month.",
  },
  {
    id: 'blacksmith-shop',
    label: 'Blacksmith shop',
    title: 'Blacksmith Shop',
    image: blacksmith,
    imageAlt: 'An anvil and forge in the blacksmith shop',
    x: 70,
    y: 60,
    text: 'The blacksmith made and mended the tools, chains, hinges and horseshoes the whole plantation depended on.',
  },
  {
    id: 'wagon-shop',
    label: 'Wagon shop',
    title: 'Wagon Shop',
    image: wagonShop,
    imageAlt: 'The wagon shop and a wagon wheel',
    x: 78,
    y: 52,
    text: 'Wagons carried charcoal from the woods and iron to market. Here wheelwrights built and repaired them.',
  },
  {
    id: 'stable',
    label: 'Stable',
    title: 'Stable',
    image: stable,
    imageAlt: 'A red stable with a cross-braced door',
    x: 86,
    y: 44,
    text: 'Mules and horses hauled ore, charcoal and finished iron. The stable housed dozens of them and their feed.',
  },
  {
    id: 'manager-house',
    label: "Manager's house",
    title: "Furnace Manager's House",
    image: managerHouse,
    imageAlt: "The furnace manager's house",
    x: 72,
    y: 76,
    text: 'The manager ran the furnace day to day for the owners and lived close enough to hear if the blast faltered.',
  },
  {
    id: 'mansion',
    label: 'Mansion',
    title: "Ironmaster's Mansion",
    image: mansion,
    imageAlt: "The ironmaster's mansion",
    x: 84,
    y: 80,
    text: "The owners' mansion overlooked the works. Enlarged by later generations of the family, it showed how much wealth the furnace made.",
  },
  {
    id: 'abattoir',
    label: 'Abattoir',
    title: 'Abattoir',
    image: abattoir,
    imageAlt: 'A small stone slaughterhouse',
    x: 92,
    y: 64,
    text: 'The plantation raised and butchered its own livestock here to feed the families who lived and worked on the property.',
  },
  {
    id: 'open-pit',
    label: 'Open pit',
    title: 'Open Pit Mine',
    image: openPit,
    imageAlt: 'The flooded open pit mine',
    x: 16,
    y: 20,
    text: 'The ore came from the nearby ore banks, one of the richest iron deposits in the East. Mining continued long after the furnace closed in 1883; the pit later filled with water.',
  },
  {
    id: 'miners-village',
    label: "Miners' village",
    title: "Miners' Village",
    image: village,
    imageAlt: "A row of miners' houses",
    x: 88,
    y: 20,
    text: "Rows of houses built for the miners' families still stand nearby and are lived in today. Please enjoy them from the road: they are private homes.",
  },
  {
    id: 'bathroom-visitor-center',
    label: 'Restrooms (Visitor Center)',
    title: 'Restrooms at the Visitor Center',
    image: restroom,
    imageAlt: 'Restroom sign',
    x: 28,
    y: 50,
    text: RESTROOM_TEXT,
  },
  {
    id: 'bathroom-parking',
    label: 'Restrooms (parking)',
    title: 'Restrooms by the Parking Area',
    image: restroom,
    imageAlt: 'Restroom sign',
    x: 8,
    y: 62,
    text: RESTROOM_TEXT,
  },
  {
    id: 'bathroom-grounds',
    label: 'Restrooms (grounds)',
    title: 'Restrooms on the Grounds',
    image: restroom,
    imageAlt: 'Restroom sign',
    x: 60,
    y: 68,
    text: RESTROOM_TEXT,
  },
];
