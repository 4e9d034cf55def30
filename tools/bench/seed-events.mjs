// Events for the page benchmarks: the public pages measured with a programme on them, as a museum's
// site always has (an empty site measures less JavaScript and fewer images than visitors get).
// Four events through the real API: a weekly repeating tour, a cancelled evening, an all-day day
// and a talk, each with a generated 1600 x 1000 photo-like picture.
import sharp from 'sharp';
import { createEvents, inDays } from './harness.mjs';

/**
 * A photo-like picture: smooth light and shade with a little grain (pure noise would encode far
 * larger than a photograph, flat colour far smaller).
 */
export async function picture(seed) {
  const width = 1600;
  const height = 1000;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 2654435761;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      const grain = state >>> 29; // 0-7
      const light = Math.sin((x + seed * 300) / 180) * 40 + Math.cos(y / 120) * 30;
      const i = (y * width + x) * 3;
      pixels[i] = 130 + light + grain;
      pixels[i + 1] = 80 + light / 2 + grain;
      pixels[i + 2] = 50 + grain;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Creates the events; returns the id of the repeating tour (its page is measured too). */
export async function seedBenchEvents(baseUrl) {
  const events = [
    {
      title: 'Guided furnace tour',
      description: 'Walk the casting house, the stack and the Great Wheel with a volunteer guide.',
      event_start: `${inDays(2)}T10:00`,
      event_end: `${inDays(2)}T11:30`,
      location: 'Meet at the Great Wheel',
      price_text: '$5, members free',
      image_alt: 'The furnace stack in evening light',
      recurrence: JSON.stringify({
        freq: 'weekly',
        interval: 1,
        by_weekday: [],
        until: null,
        count: 8,
      }),
    },
    {
      title: 'Iron pour night',
      description: 'Molten iron poured into sand molds after dark.',
      event_start: `${inDays(4)}T18:00`,
      status: 'cancelled',
      status_note: 'Storm forecast; new date to follow.',
      image_alt: 'Sparks over the casting floor',
      image_fit: 'contain',
    },
    {
      title: 'Heritage day',
      description: 'Blacksmiths, colliers and woodworkers at work across the grounds all day.',
      event_start: `${inDays(9)}T00:00`,
      all_day: 'true',
      category: 'Festival',
      image_alt: '',
    },
    {
      title: 'Evening talk: the ironmasters',
      description: 'How the ironmaster families ran the furnace, the mines and the village.',
      event_start: `${inDays(12)}T19:00`,
      event_end: `${inDays(12)}T20:00`,
      category: 'Talks',
      image_alt: 'The ironmaster’s mansion',
    },
  ];
  const photo = async (i) => new File([await picture(i)], 'photo.jpg', { type: 'image/jpeg' });
  const fieldsOf = async (i) => ({ ...events[i], image: await photo(i + 1) });
  const [tourId] = await createEvents(baseUrl, events.length, fieldsOf, { batch: 1 });
  return tourId;
}
