import { fetchHours, useApiQuery } from '@furnace/api-client';
import { JsonLd } from './JsonLd';
import { museumJsonLd } from './museum-json-ld';

/** The museum's structured data, with opening hours and closures as the API knows them. */
export function MuseumJsonLd() {
  const { data, loading } = useApiQuery('hours', fetchHours);
  if (loading) return null;
  return <JsonLd data={museumJsonLd(data, window.location.origin)} />;
}
