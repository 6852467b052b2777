/**
 * The day model: one truth about a person's day, read by daily-flow, scheduling, co-flow, the web app
 * and the planner. Nothing else derives "peak", meals or sleep on its own.
 *
 * - `buildDayModel({ date, timeZone, blueprint, panchanga?, learned? })` → `DayModel` for a local date at
 *   the person's place of the day (canonical IANA zone):
 *   - `rhythm`: the day's rhythm blocks before events (06:00–22:00, then the night rest);
 *   - `curve`: the energy (0–1) over real instants, local midnight to the next 06:00 (DST-aware: a
 *     block's wall-clock times become instants with `instantOf`);
 *   - `windows`: the named windows (`sleep` ×2, `rise`, `breakfast`, `peak`, `lunch`, `dip`, `dinner`,
 *     `wind-down`), each with ISO `start`/`end` instants and wall-clock `startMinute`/`endMinute`;
 *   - `peakWindow`: the day's deep-focus stretch (what GET /api/daily-flow answers as `peakWindow`);
 *   - `waking`: rise to the night's rest; `sunriseMinute`/`sunsetMinute`: the real sun at the place.
 * - `energyAt(model, instant)`, `energyOver(model, interval)`, `windowsNamed(model, name)`.
 * - `fitOf(model, demand, interval, { allow?, clock? })` → `{ label, score, energy, clashes, theme, reason }`:
 *   the one place that says 'Peak Flow' (demanding work inside `peakWindow` only), 'In Flow' or
 *   'Misaligned' (over a meal or sleep window unless allowed, or against the rhythm). `demand` is an
 *   activity type, a meeting type, or `{ activity, energy: 'high' | 'medium' | 'low' }`.
 * - `formatTimeOfDay(minutes, clock)` / `formatTimeRange`: how a server sentence writes a time, in the
 *   person's `clock_format` ('12h' | '24h'); clients format the instants themselves.
 */
export * from './day-model';
export * from './fit';
export * from './clock';
export * from './profile-texts';
