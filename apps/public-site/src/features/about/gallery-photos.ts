import photo01 from '../../assets/gallery/photo-01.svg';
import photo02 from '../../assets/gallery/photo-02.svg';
import photo03 from '../../assets/gallery/photo-03.svg';
import photo04 from '../../assets/gallery/photo-04.svg';
import photo05 from '../../assets/gallery/photo-05.svg';
import photo06 from '../../assets/gallery/photo-06.svg';
import photo07 from '../../assets/gallery/photo-07.svg';
import photo08 from '../../assets/gallery/photo-08.svg';
import photo09 from '../../assets/gallery/photo-09.svg';
import photo10 from '../../assets/gallery/photo-10.svg';

export interface GalleryPhoto {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** docs/product.md §2: ten photos (src, width, height). Placeholders the museum replaces with its own. */
export const GALLERY_PHOTOS: GalleryPhoto[] = [
  { src: photo01, width: 800, height: 600, alt: 'The furnace stack glowing at dusk' },
  { src: photo02, width: 600, height: 800, alt: 'The Great Wheel inside the engine house' },
  { src: photo03, width: 800, height: 533, alt: "Houses of the miners' village" },
  { src: photo04, width: 800, height: 600, alt: "The ironmaster's mansion" },
  {
    src: photo05,
    width: 800,
    height: 450,
    alt: 'Iron running into sand molds in the casting house',
  },
  { src: photo06, width: 600, height: 600, alt: 'The stone arch over the boilers' },
  { src: photo07, width: 800, height: 600, alt: 'The stable' },
  { src: photo08, width: 800, height: 500, alt: 'The flooded open pit mine' },
  { src: photo09, width: 600, height: 800, alt: 'The forge in the blacksmith shop' },
  { src: photo10, width: 800, height: 600, alt: 'The connecting shed' },
];
