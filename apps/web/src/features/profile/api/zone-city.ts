import { useQuery } from '@tanstack/react-query';
import { searchPlaces } from './search-places';

/** 'America/Argentina/Buenos_Aires' → 'Buenos Aires': the city an IANA zone is named after. */
export const zoneCityName = (zone: string) => (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');

/**
 * The gazetteer place a zone is named after ('Europe/London' → 'London, Westminster, United Kingdom'),
 * for prefilling where someone spends their days; null when the gazetteer has no such city in that zone.
 */
export function useZoneCity(zone: string | null) {
  const city = zone && zone.includes('/') ? zoneCityName(zone) : '';
  return useQuery({
    queryKey: ['zone-city', zone],
    queryFn: async ({ signal }) => (await searchPlaces(city, signal)).places.find((p) => p.timeZone === zone)?.label ?? null,
    enabled: city.length >= 2,
    staleTime: Infinity,
    retry: false,
  });
}
