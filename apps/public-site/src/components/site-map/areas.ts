import { CONTENT_SCHEMAS } from '@furnace/contracts';

/** Each place's marker (its label and its picture's name in assets/map/) by the place's id; its
 * place on the map is in site-map.module.css. */
type Marker = [label: string, picture: string, imageAlt: string];

const MARKERS: Record<string, Marker> = {
  parking: ['Parking', 'parking', 'Parking sign'],
  museum: ['Museum', 'museum', 'The stone Visitor Center building'],
  'museum-store': ['Museum store', 'store', 'The museum store'],
  exhibits: ['Exhibits and film', 'exhibits', 'A screen showing the furnace in an exhibit room'],
  buttresses: [
    'Buttresses',
    'roasting-oven',
    'The furnace stack, its buttresses and the roasting oven',
  ],
  'connecting-shed': ['Connecting shed', 'shed', 'A long timber shed'],
  'cart-room': ['Charging room', 'cart-room', 'An ore cart on the charging floor'],
  'giant-wheel': ['Great Wheel', 'wheel', 'The Great Wheel in the engine house'],
  arch: ['Boiler arch', 'arch', 'A stone arch over the boilers'],
  'molding-room': ['Casting house', 'casting-house', 'Molten iron running into sand molds'],
  paymaster: ['Paymaster', 'paymaster', "The paymaster's small office building"],
  'blacksmith-shop': ['Blacksmith shop', 'blacksmith', 'An anvil and forge in the blacksmith shop'],
  'wagon-shop': ['Wagon shop', 'wagon-shop', 'The wagon shop and a wagon wheel'],
  stable: ['Stable', 'stable', 'A red stable with a cross-braced door'],
  'manager-house': ["Manager's house", 'manager-house', "The furnace manager's house"],
  mansion: ['Mansion', 'mansion', "The ironmaster's mansion"],
  abattoir: ['Abattoir', 'abattoir', 'A small stone slaughterhouse'],
  'open-pit': ['Open pit', 'open-pit', 'The flooded open pit mine'],
  'miners-village': ["Miners' village", 'village', "A row of miners' houses"],
  'bathroom-visitor-center': ['Restrooms (Visitor Center)', 'restroom', 'Restroom sign'],
  'bathroom-parking': ['Restrooms (parking)', 'restroom', 'Restroom sign'],
  'bathroom-grounds': ['Restrooms (grounds)', 'restroom', 'Restroom sign'],
};

/** docs/product.md §2: every clickable area, one per "Site map texts" field of the content. */
export const MAP_AREAS = CONTENT_SCHEMAS.map.fields.map(({ name, label: title }) => {
  const [label, picture, imageAlt] = MARKERS[name];
  // webpack's context module: every picture of the folder, each one's URL by its name.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const image: string = require(`../../assets/map/${picture}.svg`);
  return { id: name, label, title, image, imageAlt };
});
