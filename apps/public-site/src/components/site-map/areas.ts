import { CONTENT_SCHEMAS } from '@furnace/contracts';
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

/** Each place's marker (its label, picture and place on the map in percent), by the place's id. */
type Marker = [label: string, image: string, imageAlt: string, x: number, y: number];

const MARKERS: Record<string, Marker> = {
  parking: ['Parking', parking, 'Parking sign', 12, 78],
  museum: ['Museum', museum, 'The stone Visitor Center building', 24, 62],
  'museum-store': ['Museum store', store, 'The museum store', 33, 72],
  exhibits: [
    'Exhibits and film',
    exhibits,
    'A screen showing the furnace in an exhibit room',
    20,
    50,
  ],
  buttresses: [
    'Buttresses',
    roastingOven,
    'The furnace stack, its buttresses and the roasting oven',
    46,
    40,
  ],
  'connecting-shed': ['Connecting shed', shed, 'A long timber shed', 38, 30],
  'cart-room': ['Charging room', cartRoom, 'An ore cart on the charging floor', 50, 26],
  'giant-wheel': ['Great Wheel', wheel, 'The Great Wheel in the engine house', 62, 34],
  arch: ['Boiler arch', arch, 'A stone arch over the boilers', 58, 48],
  'molding-room': ['Casting house', castingHouse, 'Molten iron running into sand molds', 48, 54],
  paymaster: ['Paymaster', paymaster, "The paymaster's small office building", 36, 84],
  'blacksmith-shop': [
    'Blacksmith shop',
    blacksmith,
    'An anvil and forge in the blacksmith shop',
    70,
    60,
  ],
  'wagon-shop': ['Wagon shop', wagonShop, 'The wagon shop and a wagon wheel', 78, 52],
  stable: ['Stable', stable, 'A red stable with a cross-braced door', 86, 44],
  'manager-house': ["Manager's house", managerHouse, "The furnace manager's house", 72, 76],
  mansion: ['Mansion', mansion, "The ironmaster's mansion", 84, 80],
  abattoir: ['Abattoir', abattoir, 'A small stone slaughterhouse', 92, 64],
  'open-pit': ['Open pit', openPit, 'The flooded open pit mine', 16, 20],
  'miners-village': ["Miners' village", village, "A row of miners' houses", 88, 20],
  'bathroom-visitor-center': ['Restrooms (Visitor Center)', restroom, 'Restroom sign', 28, 50],
  'bathroom-parking': ['Restrooms (parking)', restroom, 'Restroom sign', 8, 62],
  'bathroom-grounds': ['Restrooms (grounds)', restroom, 'Restroom sign', 60, 68],
};

/** docs/product.md §2: every clickable area, one per "Site map texts" field of the content. */
export const MAP_AREAS = CONTENT_SCHEMAS.map.fields.map(({ name, label: title }) => {
  const [label, image, imageAlt, x, y] = MARKERS[name];
  return { id: name, label, title, image, imageAlt, x, y };
});
