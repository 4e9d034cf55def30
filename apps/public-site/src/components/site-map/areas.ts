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
  /** Marker position on the map, in percent of its width and height. */
  x: number;
  y: number;
}

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
  },
  {
    id: 'museum',
    label: 'Museum',
    title: 'Museum and Visitor Center',
    image: museum,
    imageAlt: 'The stone Visitor Center building',
    x: 24,
    y: 62,
  },
  {
    id: 'museum-store',
    label: 'Museum store',
    title: 'Museum Store',
    image: store,
    imageAlt: 'The museum store',
    x: 33,
    y: 72,
  },
  {
    id: 'exhibits',
    label: 'Exhibits and film',
    title: 'Interpretive Displays and Film',
    image: exhibits,
    imageAlt: 'A screen showing the furnace in an exhibit room',
    x: 20,
    y: 50,
  },
  {
    id: 'buttresses',
    label: 'Buttresses',
    title: 'Buttresses and Roasting Oven',
    image: roastingOven,
    imageAlt: 'The furnace stack, its buttresses and the roasting oven',
    x: 46,
    y: 40,
  },
  {
    id: 'connecting-shed',
    label: 'Connecting shed',
    title: 'Connecting Shed',
    image: shed,
    imageAlt: 'A long timber shed',
    x: 38,
    y: 30,
  },
  {
    id: 'cart-room',
    label: 'Charging room',
    title: 'Cart Room (Charging Room)',
    image: cartRoom,
    imageAlt: 'An ore cart on the charging floor',
    x: 50,
    y: 26,
  },
  {
    id: 'giant-wheel',
    label: 'Great Wheel',
    title: 'The Great Wheel',
    image: wheel,
    imageAlt: 'The Great Wheel in the engine house',
    x: 62,
    y: 34,
  },
  {
    id: 'arch',
    label: 'Boiler arch',
    title: 'Arch and Boilers',
    image: arch,
    imageAlt: 'A stone arch over the boilers',
    x: 58,
    y: 48,
  },
  {
    id: 'molding-room',
    label: 'Casting house',
    title: 'Molding Room (Casting House)',
    image: castingHouse,
    imageAlt: 'Molten iron running into sand molds',
    x: 48,
    y: 54,
  },
  {
    id: 'paymaster',
    label: 'Paymaster',
    title: "Paymaster's Office",
    image: paymaster,
    imageAlt: "The paymaster's small office building",
    x: 36,
    y: 84,
  },
  {
    id: 'blacksmith-shop',
    label: 'Blacksmith shop',
    title: 'Blacksmith Shop',
    image: blacksmith,
    imageAlt: 'An anvil and forge in the blacksmith shop',
    x: 70,
    y: 60,
  },
  {
    id: 'wagon-shop',
    label: 'Wagon shop',
    title: 'Wagon Shop',
    image: wagonShop,
    imageAlt: 'The wagon shop and a wagon wheel',
    x: 78,
    y: 52,
  },
  {
    id: 'stable',
    label: 'Stable',
    title: 'Stable',
    image: stable,
    imageAlt: 'A red stable with a cross-braced door',
    x: 86,
    y: 44,
  },
  {
    id: 'manager-house',
    label: "Manager's house",
    title: "Furnace Manager's House",
    image: managerHouse,
    imageAlt: "The furnace manager's house",
    x: 72,
    y: 76,
  },
  {
    id: 'mansion',
    label: 'Mansion',
    title: "Ironmaster's Mansion",
    image: mansion,
    imageAlt: "The ironmaster's mansion",
    x: 84,
    y: 80,
  },
  {
    id: 'abattoir',
    label: 'Abattoir',
    title: 'Abattoir',
    image: abattoir,
    imageAlt: 'A small stone slaughterhouse',
    x: 92,
    y: 64,
  },
  {
    id: 'open-pit',
    label: 'Open pit',
    title: 'Open Pit Mine',
    image: openPit,
    imageAlt: 'The flooded open pit mine',
    x: 16,
    y: 20,
  },
  {
    id: 'miners-village',
    label: "Miners' village",
    title: "Miners' Village",
    image: village,
    imageAlt: "A row of miners' houses",
    x: 88,
    y: 20,
  },
  {
    id: 'bathroom-visitor-center',
    label: 'Restrooms (Visitor Center)',
    title: 'Restrooms at the Visitor Center',
    image: restroom,
    imageAlt: 'Restroom sign',
    x: 28,
    y: 50,
  },
  {
    id: 'bathroom-parking',
    label: 'Restrooms (parking)',
    title: 'Restrooms by the Parking Area',
    image: restroom,
    imageAlt: 'Restroom sign',
    x: 8,
    y: 62,
  },
  {
    id: 'bathroom-grounds',
    label: 'Restrooms (grounds)',
    title: 'Restrooms on the Grounds',
    image: restroom,
    imageAlt: 'Restroom sign',
    x: 60,
    y: 68,
  },
];
