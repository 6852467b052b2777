import { castChart } from '../src/positions';
import { localToUtc } from '../src/local-time';
const oracle = require('./fixtures/chart-reference-sample.json');
test('scratch', () => {
  const rows: string[] = [];
  for (const c of oracle.cases) {
    const t = localToUtc(c.input.birthDate, c.input.birthTime, c.input.ianaTimeZone);
    const ch = castChart(t.utc, c.input.latitude, c.input.longitude, c.input.birthTime != null);
    const chm = castChart(t.utc, c.input.latitude, c.input.longitude, c.input.birthTime != null, 'mean');
    let line = `${c.id} ${t.utc.toISOString()} ${c.time.utc} ${t.resolution} ayan ${(ch.ayanamsa - c.ayanamsa.lahiri).toFixed(6)}`;
    for (const p of ch.planets) line += ` ${p.name}:${(p.longitude - c.planets[p.name].longitude).toFixed(4)}/${(p.speedDegPerDay - c.planets[p.name].speedDegPerDay).toFixed(4)}`;
    line += ` RM:${(chm.planets[7].longitude - c.planets.RahuMean.longitude).toFixed(5)}`;
    if (ch.ascendant) line += ` asc:${(ch.ascendant.longitude - c.ascendant.longitude).toFixed(5)} mc:${(ch.ascendant.mcLongitude - c.ascendant.mcLongitude).toFixed(5)}`;
    rows.push(line);
  }
  console.log(rows.join('\n'));
});
