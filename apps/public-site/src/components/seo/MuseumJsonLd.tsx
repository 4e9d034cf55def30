import { fetchHours } from '../../api';
import { useAsync } from '../../hooks/useAsync';
import { JsonLd } from './JsonLd';
import { museumJsonLd } from './museumJsonLd';

/** The museum's structured data, with opening hours and closures as the API knows them. */
export function MuseumJsonLd() {
  const { data, loading } = useAsync(fetchHours, 'hours');
  if (loading) return null;
  return <JsonLd data={museumJsonLd(data, window.location.origin)} />;
}
