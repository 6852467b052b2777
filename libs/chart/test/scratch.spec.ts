import { analyzeBirthChart, castChart, localToUtc, transitsFor, resolveBirth, analyzeResolvedBirth } from '../src';
test('scratch', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const time = (label: string, f: (i: number) => unknown, n = 300) => {
    for (let i = 0; i < 20; i++) f(i);
    const t = performance.now();
    for (let i = 0; i < n; i++) f(i);
    console.log(label, ((performance.now() - t) / n * 1000).toFixed(1), 'us');
  };
  const input = (i: number) => ({ birthDate: '1985-0' + (1 + (i % 9)) + '-1' + (i % 10), birthTime: '10:' + String(i % 60).padStart(2, '0'), birthPlace: 'Mumbai, India' });
  time('localToUtc', (i) => localToUtc('1985-0' + (1 + (i % 9)) + '-1' + (i % 10), '10:30', 'Asia/Kolkata'));
  time('resolveBirth', (i) => resolveBirth(input(i)));
  time('castChart', (i) => castChart(new Date(5e11 + i * 1e7), 19, 72, true));
  time('transitsFor', (i) => transitsFor({ moonSign: i % 12, ascendantSign: 3 }, now));
  const rb = resolveBirth(input(0));
  time('analyzeResolved', (i) => analyzeResolvedBirth({ ...rb, birthDate: input(i).birthDate, birthTime: input(i).birthTime }, now));
  time('analyze', (i) => analyzeBirthChart(input(i), { now }));
});
