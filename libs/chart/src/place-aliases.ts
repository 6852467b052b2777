/**
 * Names people type that the gazetteer (city-timezones, Natural Earth/simplemaps names) spells
 * differently. Keys and values are compared after `normalizePlaceText`.
 */

/** Country names, codes and common short forms → ISO 3166-1 alpha-2 (besides each record's own
 * country name, iso2 and iso3, which are indexed automatically). */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  'usa': 'US', 'us': 'US', 'u s': 'US', 'u s a': 'US', 'united states': 'US', 'america': 'US',
  'united states of america': 'US',
  'uk': 'GB', 'u k': 'GB', 'gb': 'GB', 'great britain': 'GB', 'britain': 'GB', 'england': 'GB', 'scotland': 'GB',
  'wales': 'GB', 'northern ireland': 'GB', 'united kingdom of great britain and northern ireland': 'GB',
  'holland': 'NL', 'the netherlands': 'NL', 'czechia': 'CZ', 'russian federation': 'RU', 'korea': 'KR',
  'republic of korea': 'KR', 'south korea': 'KR', 'cote d ivoire': 'CI', 'burma': 'MM', 'uae': 'AE',
  'viet nam': 'VN', 'turkiye': 'TR', 'eswatini': 'SZ', 'north macedonia': 'MK', 'timor leste': 'TL',
  'cabo verde': 'CV', 'bahamas': 'BS', 'gambia': 'GM', 'drc': 'CD', 'dr congo': 'CD',
  'democratic republic of the congo': 'CD', 'republic of the congo': 'CG', 'vatican city': 'VA', 'vatican': 'VA',
  'micronesia': 'FM', 'hong kong': 'HK', 'macau': 'MO', 'macao': 'MO', 'guinea bissau': 'GW',
  'sao tome': 'ST', 'persia': 'IR', 'ceylon': 'LK', 'bharat': 'IN', 'deutschland': 'DE', 'espana': 'ES',
  'italia': 'IT', 'brasil': 'BR', 'nippon': 'JP', 'prc': 'CN', 'people s republic of china': 'CN',
  'mexico': 'MX', 'aotearoa': 'NZ', 'samoa': 'WS', 'western samoa': 'WS', 'slovak republic': 'SK',
  'palestinian territories': 'PS', 'laos': 'LA', 'lao pdr': 'LA', 'brunei darussalam': 'BN',
};

/** Exonyms and former names → the gazetteer's spelling (both sides normalised). */
export const CITY_ALIASES: Readonly<Record<string, string>> = {
  'bangalore': 'bengaluru', 'bombay': 'mumbai', 'calcutta': 'kolkata', 'madras': 'chennai', 'kiev': 'kyiv',
  'peking': 'beijing', 'saigon': 'ho chi minh city', 'yangon': 'rangoon', 'mysore': 'mysuru', 'gurgaon': 'gurugram',
  'poona': 'pune', 'benares': 'varanasi', 'banaras': 'varanasi', 'trivandrum': 'thiruvananthapuram',
  'cochin': 'kochi', 'baroda': 'vadodara', 'allahabad': 'prayagraj', 'munchen': 'munich', 'koln': 'cologne',
  'nuremberg': 'nurnberg', 'washington': 'washington d c', 'washington dc': 'washington d c',
  'new york city': 'new york', 'nyc': 'new york', 'geneve': 'geneva', 'firenze': 'florence', 'venezia': 'venice',
  'napoli': 'naples', 'milano': 'milan', 'torino': 'turin', 'roma': 'rome', 'lisboa': 'lisbon', 'praha': 'prague',
  'wien': 'vienna', 'warszawa': 'warsaw', 'moskva': 'moscow', 'kobenhavn': 'copenhagen', 'athina': 'athens',
  'bucuresti': 'bucharest', 'beograd': 'belgrade', 'ciudad de mexico': 'mexico city', 'cdmx': 'mexico city',
  'den haag': 'the hague', 'bruxelles': 'brussels', 'brussel': 'brussels', 'antwerp': 'antwerpen',
  'gothenburg': 'goteborg', 'sevilla': 'seville', 'canton': 'guangzhou', 'bengaluru urban': 'bengaluru',
  'new delhi city': 'new delhi', 'kolkatta': 'kolkata',
};
