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

/** Each place's marker (its label and picture) by the place's id; its place on the map is in
 * site-map.module.css. */
type Marker = [label: string, image: string, imageAlt: string];

const MARKERS: Record<string, Marker> = {
  parking: ['Parking', parking, 'Parking sign'],
  museum: ['Museum', museum, 'The stone Visitor Center building'],
  'museum-store': ['Museum store', store, 'The museum store'],
  exhibits: ['Exhibits and film', exhibits, 'A screen showing the furnace in an exhibit room'],
  buttresses: [
    'Buttresses',
    roastingOven,
    'The furnace stack, its buttresses and the roasting oven',
  ],
  'connecting-shed': ['Connecting shed', shed, 'A long timber shed'],
  'cart-room': ['Charging room', cartRoom, 'An ore cart on the charging floor'],
  'giant-wheel': ['Great Wheel', wheel, 'The Great Wheel in the engine house'],
  arch: ['Boiler arch', arch, 'A stone arch over the boilers'],
  'molding-room': ['Casting house', castingHouse, 'Molten iron running into sand molds'],
  paymaster: ['Paymaster', paymaster, "The paymaster's small office building"],
  'blacksmith-shop': ['Blacksmith shop', blacksmith, 'An anvil and forge in the blacksmith shop'],
  'wagon-shop': ['Wagon shop', wagonShop, 'The wagon shop and a wagon wheel'],
  stable: ['Stable', stable, 'A red stable with a cross-braced door'],
  'manager-house': ["Manager's house", managerHouse, "The furnace manager's house"],
  mansion: ['Mansion', mansion, "The ironmaster's mansion"],
  abattoir: ['Abattoir', abattoir, 'A small stone slaughterhouse'],
  'open-pit': ['Open pit', openPit, 'The flooded open pit mine'],
  'miners-village': ["Miners' village", village, "A row of miners' houses"],
  'bathroom-visitor-center': ['Restrooms (Visitor Center)', restroom, 'Restroom sign'],
  'bathroom-parking': ['Restrooms (parking)', restroom, 'Restroom sign'],
  'bathroom-grounds': ['Restrooms (grounds)', restroom, 'Restroom sign'],
};

/** docs/product.md §2: every clickable area, one per "Site map texts" field of the content. */
export const MAP_AREAS = CONTENT_SCHEMAS.map.fields.map(({ name, label: title }) => {
  const [label, image, imageAlt] = MARKERS[name];
  return { id: name, label, title, image, imageAlt };
});
